// Package jiratools creates Jira issues and worklogs with go-atlassian,
// which take no key: a create retried on every error may make two.
package jiratools

import (
	"context"

	jira "github.com/ctreminiom/go-atlassian/jira/v3"
	"github.com/ctreminiom/go-atlassian/pkg/infra/models"
)

// Open retries an issue create.
func Open(ctx context.Context, client *jira.Client, project, summary string) (string, error) {
	payload := &models.IssueScheme{Fields: &models.IssueFieldsScheme{Summary: summary, Project: &models.ProjectScheme{Key: project}}}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var issue *models.IssueResponseScheme
		if issue, _, err = client.Issue.Create(ctx, payload, nil); err == nil { // want: unknownoutcome "unkeyed write IssueADFService.Create is retried on every error by the retry loop at jiratools.go:\d+: a timeout here may have created the resource; the loop creates it again"
			return issue.Key, nil
		}
	}
	return "", err
}

// Get retries a read.
func Get(ctx context.Context, client *jira.Client, key string) (*models.IssueScheme, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var issue *models.IssueScheme
		if issue, _, err = client.Issue.Get(ctx, key, nil, nil); err == nil {
			return issue, nil
		}
	}
	return nil, err
}

// LogWork retries a worklog: each Add books the time again.
func LogWork(ctx context.Context, client *jira.Client, key, spent string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = client.Issue.Worklog.Add(ctx, key, &models.WorklogADFPayloadScheme{TimeSpent: spent}, nil); err == nil { // want: unknownoutcome "unkeyed write WorklogADFService.Add is retried on every error by the retry loop at jiratools.go:\d+: a timeout here may have added the worklog; the loop adds it again"
			return nil
		}
	}
	return err
}

// SetWork retries a worklog update: it sets the entry again.
func SetWork(ctx context.Context, client *jira.Client, key, id, spent string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = client.Issue.Worklog.Update(ctx, key, id, &models.WorklogADFPayloadScheme{TimeSpent: spent}, nil); err == nil {
			return nil
		}
	}
	return err
}
