package sdks

// Code hosting and issue trackers: go-github and go-atlassian. Neither
// API takes a key.

// github.com/google/go-github/v84@v84.0.0 github/: GitHub's REST API
// takes no idempotency key. Issues.Create (issues.go:410),
// Issues.CreateComment (issues_comments.go:120) and
// Repositories.CreateRelease (repos_releases.go:207; two drafts may
// share a tag) make a new object on each call. PullRequests.Create
// (pulls.go:285) is not: a second pull request for the same head and
// base is refused with 422 "A pull request already exists", so a retry
// cannot open two, and it is read as idempotent. Edit and EditRelease
// set an object by number or ID; Get and List read. The client does not
// retry (github.go bareDo; one wait for a rate limit only when asked
// through the context). Names of every major read as v84's: v50.2.0
// has these methods with the same names, receivers and arguments
// (issues.go:271, pulls.go:257, repos_releases.go:192).
var githubRecord = SDK{
	ID:     SDKGitHub,
	Name:   "go-github",
	Module: "github.com/google/go-github",
	Majors: true,
	Writes: map[string]WriteAPI{
		"(*github.com/google/go-github/v84/github.IssuesService).Create":                {Class: WriteUnkeyed},
		"(*github.com/google/go-github/v84/github.IssuesService).CreateComment":         {Class: WriteUnkeyed},
		"(*github.com/google/go-github/v84/github.RepositoriesService).CreateRelease":   {Class: WriteUnkeyed},
		"(*github.com/google/go-github/v84/github.PullRequestsService).Create":          {Class: WriteIdempotent},
		"(*github.com/google/go-github/v84/github.IssuesService).Edit":                  {Class: WriteIdempotent},
		"(*github.com/google/go-github/v84/github.RepositoriesService).EditRelease":     {Class: WriteIdempotent},
		"(*github.com/google/go-github/v84/github.IssuesService).Get":                   {Class: WriteRead},
		"(*github.com/google/go-github/v84/github.IssuesService).ListByRepo":            {Class: WriteRead},
		"(*github.com/google/go-github/v84/github.IssuesService).ListComments":          {Class: WriteRead},
		"(*github.com/google/go-github/v84/github.PullRequestsService).Get":             {Class: WriteRead},
		"(*github.com/google/go-github/v84/github.PullRequestsService).List":            {Class: WriteRead},
		"(*github.com/google/go-github/v84/github.RepositoriesService).GetRelease":      {Class: WriteRead},
		"(*github.com/google/go-github/v84/github.RepositoriesService).GetReleaseByTag": {Class: WriteRead},
		"(*github.com/google/go-github/v84/github.RepositoriesService).ListReleases":    {Class: WriteRead},
	},
}

// github.com/ctreminiom/go-atlassian@v1.6.1 jira/internal: the v3
// client's Issue is an *IssueADFService (jira/v3/api_client_impl.go:402)
// and Issue.Comment a *CommentADFService (issue_impl_adf.go:18).
// Create (issue_impl_adf.go:93) and Creates (:106) make new issues,
// Comment.Add (comment_impl_adf.go:51, and the rich-text v2 service's,
// comment_impl_rich_text.go:51) a new comment; Jira takes no key for
// either. Issue.Worklog is a *WorklogADFService (issue_impl_adf.go:29):
// Add (worklog_impl_adf.go:113, POST .../worklog, and the rich-text
// service's, worklog_impl_rich_text.go) logs a new entry of time spent,
// so a second one books the time twice; its Update (:124) sets an entry,
// Delete (:70) removes one. Update (:134) sets fields, Delete (:44)
// removes, Get and Gets read. The client does not retry.
var atlassianRecord = SDK{
	ID:     SDKAtlassian,
	Name:   "go-atlassian",
	Module: "github.com/ctreminiom/go-atlassian",
	Writes: map[string]WriteAPI{
		"(*github.com/ctreminiom/go-atlassian/jira/internal.IssueADFService).Create":      {Class: WriteUnkeyed},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.IssueADFService).Creates":     {Class: WriteUnkeyed},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.CommentADFService).Add":       {Class: WriteUnkeyed},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.CommentRichTextService).Add":  {Class: WriteUnkeyed},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.IssueADFService).Update":      {Class: WriteIdempotent},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.IssueADFService).Delete":      {Class: WriteIdempotent},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.IssueADFService).Get":         {Class: WriteRead},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.CommentADFService).Get":       {Class: WriteRead},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.CommentADFService).Gets":      {Class: WriteRead},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.CommentADFService).Delete":    {Class: WriteIdempotent},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.CommentRichTextService).Gets": {Class: WriteRead},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.WorklogADFService).Add":       {Class: WriteUnkeyed},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.WorklogRichTextService).Add":  {Class: WriteUnkeyed},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.WorklogADFService).Update":    {Class: WriteIdempotent},
		"(*github.com/ctreminiom/go-atlassian/jira/internal.WorklogADFService).Delete":    {Class: WriteIdempotent},
	},
}
