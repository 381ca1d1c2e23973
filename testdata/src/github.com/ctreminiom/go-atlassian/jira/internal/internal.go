// Package internal is a test stub of
// github.com/ctreminiom/go-atlassian@v1.6.1 jira/internal; signatures
// match the real module.
package internal

import (
	"context"

	model "github.com/ctreminiom/go-atlassian/pkg/infra/models"
)

// IssueADFService is the v3 issue service.
type IssueADFService struct {
	Comment *CommentADFService
	Worklog *WorklogADFService
}

// Create creates an issue.
func (i *IssueADFService) Create(ctx context.Context, payload *model.IssueScheme, customFields *model.CustomFields) (*model.IssueResponseScheme, *model.ResponseScheme, error) {
	return nil, nil, nil
}

// Get returns an issue.
func (i *IssueADFService) Get(ctx context.Context, issueKeyOrId string, fields, expand []string) (*model.IssueScheme, *model.ResponseScheme, error) {
	return nil, nil, nil
}

// CommentADFService is the v3 comment service.
type CommentADFService struct{}

// Add adds a comment.
func (c *CommentADFService) Add(ctx context.Context, issueKeyOrID string, payload *model.CommentPayloadScheme, expand []string) (*model.IssueCommentScheme, *model.ResponseScheme, error) {
	return nil, nil, nil
}

// WorklogADFService is the v3 worklog service.
type WorklogADFService struct{}

// Add adds a worklog (POST /rest/api/3/issue/{issueIdOrKey}/worklog).
func (w *WorklogADFService) Add(ctx context.Context, issueKeyOrID string, payload *model.WorklogADFPayloadScheme, options *model.WorklogOptionsScheme) (*model.IssueWorklogADFScheme, *model.ResponseScheme, error) {
	return nil, nil, nil
}

// Update updates a worklog (PUT .../worklog/{id}).
func (w *WorklogADFService) Update(ctx context.Context, issueKeyOrId, worklogId string, payload *model.WorklogADFPayloadScheme, options *model.WorklogOptionsScheme) (*model.IssueWorklogADFScheme, *model.ResponseScheme, error) {
	return nil, nil, nil
}
