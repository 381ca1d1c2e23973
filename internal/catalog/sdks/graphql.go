package sdks

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
