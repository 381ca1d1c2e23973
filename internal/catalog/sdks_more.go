package catalog

// More SDK records: mail, GraphQL and issue-tracker clients whose writes
// carry no key.

// A PathWrite is a write whose class depends on the path it is sent to
// (vault/api's Logical().Write): a path that starts with one of Issuing
// makes something new on every call, an unkeyed write; any other path that
// is wholly constant is an overwrite of a value, idempotent.
type PathWrite struct {
	Arg int // the path argument
	// Issuing are path patterns, segments separated by "/", where "*"
	// stands for any one segment (a mount's name).
	Issuing []string
}

// vaultIssuing are the vault/api write paths that issue something new on
// each call (see the vault/api record): the mount's name is free.
var vaultIssuing = []string{
	"*/issue", "*/sign", "*/sign-verbatim", "*/sign-intermediate",
	"*/root/generate", "*/intermediate/generate", "*/issuers/generate",
	"*/creds", "*/sts", "*/datakey",
	"auth/token/create", "auth/token/create-orphan", "auth/*/role/*/secret-id",
}

// A FIFOWrite is a publish whose key slot exists only on FIFO topics
// (aws-sdk-go-v2 SNS Publish): Field is the deduplication id of the input
// argument Arg ("" when the ids are per entry of a batch), and a constant
// in one of Targets ending in Suffix names a FIFO topic.
type FIFOWrite struct {
	Arg     int
	Field   string
	Targets []string
	Suffix  string
}

var moreSDKs = []SDK{
	// github.com/xhit/go-simple-mail/v2@v2.16.0 email.go: (*Email).Send
	// (:736) calls SendEnvelopeFrom (:742), which sends the message over
	// SMTP, as does SendMessage (:959); SMTP has no key, so a send is an
	// unkeyed write, like net/smtp's. With SMTPClient.SendTimeout set, send
	// (:971) returns "Mail Error: SMTP Send timed out" while the goroutine
	// may still deliver the message. (*SMTPClient).Reset (:930) aborts the
	// transaction and Noop (:937) checks the connection. The package does
	// not retry.
	{
		ID:     SDKSimpleMail,
		Name:   "go-simple-mail",
		Module: "github.com/xhit/go-simple-mail/v2",
		Writes: map[string]WriteAPI{
			"(*github.com/xhit/go-simple-mail/v2.Email).Send":             {Class: WriteUnkeyed},
			"(*github.com/xhit/go-simple-mail/v2.Email).SendEnvelopeFrom": {Class: WriteUnkeyed},
			"github.com/xhit/go-simple-mail/v2.SendMessage":               {Class: WriteUnkeyed},
			"(*github.com/xhit/go-simple-mail/v2.SMTPClient).Reset":       {Class: WriteIdempotent},
			"(*github.com/xhit/go-simple-mail/v2.SMTPClient).Noop":        {Class: WriteRead},
		},
	},
	// GraphQL clients: a mutation takes no key unless the schema gives it
	// one, which the client cannot show, so a mutation is an unkeyed
	// write; a query reads.
	// github.com/hasura/go-graphql-client@v0.13.1 graphql.go:50-99:
	// Query, NamedQuery, QueryRaw and NamedQueryRaw read; Mutate,
	// NamedMutate, MutateRaw and NamedMutateRaw send a mutation. Exec
	// (:277) takes the operation text and is not classified. The client
	// does not retry queries or mutations (its retry options are the
	// subscription client's, subscription.go:150).
	{
		ID:     SDKHasuraGraphQL,
		Name:   "go-graphql-client",
		Module: "github.com/hasura/go-graphql-client",
		Writes: map[string]WriteAPI{
			"(*github.com/hasura/go-graphql-client.Client).Mutate":         {Class: WriteUnkeyed, GraphQLMutation: true},
			"(*github.com/hasura/go-graphql-client.Client).NamedMutate":    {Class: WriteUnkeyed, GraphQLMutation: true},
			"(*github.com/hasura/go-graphql-client.Client).MutateRaw":      {Class: WriteUnkeyed, GraphQLMutation: true},
			"(*github.com/hasura/go-graphql-client.Client).NamedMutateRaw": {Class: WriteUnkeyed, GraphQLMutation: true},
			"(*github.com/hasura/go-graphql-client.Client).Query":          {Class: WriteRead},
			"(*github.com/hasura/go-graphql-client.Client).NamedQuery":     {Class: WriteRead},
			"(*github.com/hasura/go-graphql-client.Client).QueryRaw":       {Class: WriteRead},
			"(*github.com/hasura/go-graphql-client.Client).NamedQueryRaw":  {Class: WriteRead},
		},
	},
	// github.com/shurcooL/graphql@v0.0.0-20230722043721-ed46e5a46466
	// graphql.go:35, :42: Query reads, Mutate sends a mutation; no retry.
	{
		ID:     SDKShurcooLGraphQL,
		Name:   "shurcooL/graphql",
		Module: "github.com/shurcooL/graphql",
		Writes: map[string]WriteAPI{
			"(*github.com/shurcooL/graphql.Client).Mutate": {Class: WriteUnkeyed, GraphQLMutation: true},
			"(*github.com/shurcooL/graphql.Client).Query":  {Class: WriteRead},
		},
	},
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
	{
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
	},
}
