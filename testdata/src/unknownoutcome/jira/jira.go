// Package jira retries go-atlassian Jira calls: creating an issue, adding
// a comment or logging work retried on every error may make two
// (reported); a read, and a worklog update, retried are harmless (silent).
package jira

import (
	"context"
	"errors"

	v3 "github.com/ctreminiom/go-atlassian/jira/v3"
	"github.com/ctreminiom/go-atlassian/pkg/infra/models"
)

func createBad(ctx context.Context, client *v3.Client, payload *models.IssueScheme) (*models.IssueResponseScheme, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var issue *models.IssueResponseScheme
		if issue, _, err = client.Issue.Create(ctx, payload, nil); err == nil { // want `unkeyed write IssueADFService.Create is retried on every error by the retry loop at jira.go:16: a timeout here may have created the resource; the loop creates it again`
			return issue, nil
		}
	}
	return nil, err
}

func commentBad(ctx context.Context, client *v3.Client, key string, payload *models.CommentPayloadScheme) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = client.Issue.Comment.Add(ctx, key, payload, nil); err == nil { // want `unkeyed write CommentADFService.Add is retried on every error by the retry loop at jira.go:27: a timeout here may have added the comment; the loop adds it again`
			return nil
		}
	}
	return err
}

func commentGood(ctx context.Context, client *v3.Client, key string, payload *models.CommentPayloadScheme) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = client.Issue.Comment.Add(ctx, key, payload, nil)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

func getGood(ctx context.Context, client *v3.Client, key string) (*models.IssueScheme, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var issue *models.IssueScheme
		if issue, _, err = client.Issue.Get(ctx, key, nil, nil); err == nil {
			return issue, nil
		}
	}
	return nil, err
}

func logWorkBad(ctx context.Context, client *v3.Client, key string, payload *models.WorklogADFPayloadScheme) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = client.Issue.Worklog.Add(ctx, key, payload, nil); err == nil { // want `unkeyed write WorklogADFService.Add is retried on every error by the retry loop at jira.go:\d+: a timeout here may have added the worklog; the loop adds it again`
			return nil
		}
	}
	return err
}

func updateWorkTwin(ctx context.Context, client *v3.Client, key, id string, payload *models.WorklogADFPayloadScheme) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = client.Issue.Worklog.Update(ctx, key, id, payload, nil); err == nil {
			return nil
		}
	}
	return err
}
