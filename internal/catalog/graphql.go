package catalog

import (
	"strings"
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
