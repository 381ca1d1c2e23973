package catalog

import (
	"strings"
	"unicode"
)

// GraphQL over HTTP (graphql.org, "Serving over HTTP"): one endpoint takes
// queries and mutations alike, as a POST whose JSON body's "query" member
// holds the operation text. The text says what the request does: an
// operation that starts with "mutation" writes, one that starts with
// "query", "subscription" or a bare selection set "{" reads. A mutation
// takes no idempotency key unless the schema gives it one, which the
// request cannot show: an unkeyed write.

// GraphQLSegment is the last URL path segment of a GraphQL endpoint.
const GraphQLSegment = "graphql"

// GraphQLQueryMember is the JSON body member that holds the operation text.
const GraphQLQueryMember = "query"

// GraphQLOperationClass classifies GraphQL operation text by its first
// word (after white space and comments): WriteUnkeyed for a mutation,
// WriteRead for a query, a subscription or a selection set; WriteUnknown
// when the text does not say.
func GraphQLOperationClass(text string) WriteClass {
	for {
		text = strings.TrimLeft(text, " \t\r\n,\ufeff")
		if !strings.HasPrefix(text, "#") {
			break
		}
		_, text, _ = strings.Cut(text, "\n")
	}
	switch {
	case strings.HasPrefix(text, "{"):
		return WriteRead
	case hasWord(text, "mutation"):
		return WriteUnkeyed
	case hasWord(text, "query"), hasWord(text, "subscription"):
		return WriteRead
	}
	return WriteUnknown
}

// hasWord reports whether text starts with word followed by a name's end.
func hasWord(text, word string) bool {
	rest, ok := strings.CutPrefix(text, word)
	if !ok {
		return false
	}
	if rest == "" {
		return true
	}
	c := rest[0]
	return !(c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}

// graphqlCreateVerbs are the leading words of GraphQL mutation names that
// make something new on each call (createLabel, addComment,
// addPullRequestReviewComment, sendMessage). Other mutations set a state
// (updateIssue, resolveReviewThread, markPullRequestReadyForReview,
// convertPullRequestToDraft, submitPendingPullRequestReview) or remove
// (deleteLabel): a second one changes nothing more, or fails.
var graphqlCreateVerbs = map[string]bool{
	"Create": true, "Add": true, "Send": true, "Post": true, "Publish": true, "Insert": true, "Invite": true, "Enqueue": true, "Trigger": true,
}

// IsGraphQLCreate reports whether the GraphQL mutation named name makes
// something new on each call: it starts with one of graphqlCreateVerbs, or
// ends with one after a noun, as some schemas name them (issueCreate,
// commentCreate).
func IsGraphQLCreate(name string) bool {
	if startsWithVerb(name, graphqlCreateVerbs) {
		return true
	}
	for verb := range graphqlCreateVerbs {
		if rest, ok := strings.CutSuffix(name, verb); ok && rest != "" && !unicode.IsUpper(rune(rest[len(rest)-1])) {
			return true
		}
	}
	return false
}

// GraphQL clients: a mutation takes no key unless the schema gives it
// one, which the client cannot show, so a mutation is an unkeyed
// write; a query reads.

// github.com/hasura/go-graphql-client@v0.13.1 graphql.go:50-99:
// Query, NamedQuery, QueryRaw and NamedQueryRaw read; Mutate,
// NamedMutate, MutateRaw and NamedMutateRaw send a mutation. Exec
// (:277) takes the operation text and is not classified. The client
// does not retry queries or mutations (its retry options are the
// subscription client's, subscription.go:150).
var hasuraGraphQLRecord = SDK{
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
}

// github.com/shurcooL/graphql@v0.0.0-20230722043721-ed46e5a46466
// graphql.go:35, :42: Query reads, Mutate sends a mutation; no retry.
var shurcooLGraphQLRecord = SDK{
	ID:     SDKShurcooLGraphQL,
	Name:   "shurcooL/graphql",
	Module: "github.com/shurcooL/graphql",
	Writes: map[string]WriteAPI{
		"(*github.com/shurcooL/graphql.Client).Mutate": {Class: WriteUnkeyed, GraphQLMutation: true},
		"(*github.com/shurcooL/graphql.Client).Query":  {Class: WriteRead},
	},
}
