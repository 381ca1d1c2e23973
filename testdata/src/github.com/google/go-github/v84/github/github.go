// Package github is a stub of github.com/google/go-github/v84@v84.0.0
// github/ with the signatures of github.go, issues.go, issues_comments.go,
// pulls.go and repos_releases.go that idemvet's tests use.
package github

import (
	"context"
	"net/http"
)

type service struct{ client *Client }

// Client manages communication with the GitHub API.
type Client struct {
	Issues       *IssuesService
	PullRequests *PullRequestsService
	Repositories *RepositoriesService
}

type IssuesService service
type PullRequestsService service
type RepositoriesService service

// Response is a GitHub API response.
type Response struct{ *http.Response }

// NewClient returns a new GitHub API client.
func NewClient(httpClient *http.Client) *Client {
	return &Client{Issues: &IssuesService{}, PullRequests: &PullRequestsService{}, Repositories: &RepositoriesService{}}
}

// Ptr is a helper routine that allocates a new T value to store v and
// returns a pointer to it.
func Ptr[T any](v T) *T { return &v }

type Issue struct {
	Number *int
	Title  *string
}

type IssueRequest struct {
	Title *string
	Body  *string
}

type IssueComment struct {
	ID   *int64
	Body *string
}

type PullRequest struct {
	Number *int
}

type NewPullRequest struct {
	Title *string
	Head  *string
	Base  *string
}

type RepositoryRelease struct {
	ID      *int64
	TagName *string
	Name    *string
	Draft   *bool
}

func (s *IssuesService) Get(ctx context.Context, owner, repo string, number int) (*Issue, *Response, error) {
	return &Issue{}, &Response{}, nil
}

func (s *IssuesService) Create(ctx context.Context, owner, repo string, issue *IssueRequest) (*Issue, *Response, error) {
	return &Issue{}, &Response{}, nil
}

func (s *IssuesService) Edit(ctx context.Context, owner, repo string, number int, issue *IssueRequest) (*Issue, *Response, error) {
	return &Issue{}, &Response{}, nil
}

func (s *IssuesService) CreateComment(ctx context.Context, owner, repo string, number int, comment *IssueComment) (*IssueComment, *Response, error) {
	return &IssueComment{}, &Response{}, nil
}

func (s *PullRequestsService) Create(ctx context.Context, owner, repo string, pull *NewPullRequest) (*PullRequest, *Response, error) {
	return &PullRequest{}, &Response{}, nil
}

func (s *RepositoriesService) GetReleaseByTag(ctx context.Context, owner, repo, tag string) (*RepositoryRelease, *Response, error) {
	return &RepositoryRelease{}, &Response{}, nil
}

func (s *RepositoriesService) CreateRelease(ctx context.Context, owner, repo string, release *RepositoryRelease) (*RepositoryRelease, *Response, error) {
	return &RepositoryRelease{}, &Response{}, nil
}
