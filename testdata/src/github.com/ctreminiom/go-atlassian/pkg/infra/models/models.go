// Package models is a test stub of
// github.com/ctreminiom/go-atlassian@v1.6.1 pkg/infra/models.
package models

// IssueScheme is an issue.
type IssueScheme struct {
	Key    string
	Fields *IssueFieldsScheme
}

// IssueFieldsScheme holds an issue's fields.
type IssueFieldsScheme struct {
	Summary string
}

// CustomFields are custom field values.
type CustomFields struct{}

// IssueResponseScheme is a created issue.
type IssueResponseScheme struct {
	ID, Key string
}

// ResponseScheme is the HTTP response.
type ResponseScheme struct{ Code int }

// CommentPayloadScheme is a new comment.
type CommentPayloadScheme struct{}

// IssueCommentScheme is a comment.
type IssueCommentScheme struct{ ID string }

// WorklogOptionsScheme: fields omitted.
type WorklogOptionsScheme struct{ Notify bool }

// WorklogADFPayloadScheme: the time spent only.
type WorklogADFPayloadScheme struct {
	Started   string `json:"started,omitempty"`
	TimeSpent string `json:"timeSpent,omitempty"`
}

// IssueWorklogADFScheme: the id only.
type IssueWorklogADFScheme struct {
	ID string `json:"id,omitempty"`
}
