// Package toolhint defines an Analyzer that reports MCP tools whose declared
// hints contradict what their handlers do.
//
// # Analyzer toolhint
//
// toolhint: report MCP tool hints that the tool's handler contradicts
//
// An MCP tool declares hints that clients act on. A client that sees
// IdempotentHint calls the tool again after a timeout or a vague error
// without asking, because the hint says a second call has no further effect;
// a client that sees ReadOnlyHint runs the tool without confirmation; one
// that sees DestructiveHint set to false lets it run where deletion would
// need a human. A model reissues tool calls on its own as well: the reissue
// is the retry, and the hint is what tells the harness it is safe.
//
// toolhint reads the hints of tools registered with the official Go SDK
// (mcp.AddTool and (*mcp.Server).AddTool, with a Tool literal whose
// Annotations set IdempotentHint, ReadOnlyHint or DestructiveHint) and with
// mcp-go ((*server.MCPServer).AddTool and AddTools, with mcp.NewTool and its
// With*HintAnnotation options, or a Tool literal; handlers may be wrapped in
// mcp.NewTypedToolHandler or NewStructuredToolHandler), follows the handler
// into the functions it calls, and reports, at the hint:
//
//   - IdempotentHint on a handler that sends a write without an idempotency
//     key, with a key generated anew on each call (uuid.NewString in the
//     handler), or a write that has no place for a key (net/smtp.SendMail);
//   - ReadOnlyHint on a handler that writes;
//   - DestructiveHint set to false on a handler that deletes (an HTTP DELETE,
//     a Delete or Remove operation).
//
// Related information points at the write and at each call on the way to
// it. Only definite writes count: a write whose key cannot be seen, a raw
// HTTP POST that carries no key (GraphQL and search APIs read with POST),
// hints set outside the tool's literal, and a handler that reaches a write
// only through code idemvet cannot follow are left alone.
//
// Bad:
//
//	tool := &mcp.Tool{Name: "charge", Annotations: &mcp.ToolAnnotations{IdempotentHint: true}}
//	mcp.AddTool(s, tool, func(ctx context.Context, req *mcp.CallToolRequest, in ChargeIn) (*mcp.CallToolResult, any, error) {
//		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(in.Amount)}
//		_, err := sc.V1PaymentIntents.Create(ctx, params) // no key: a reissue charges again
//		return nil, nil, err
//	})
//
// Good (the hint is true, because every call with the same arguments sends
// the same key):
//
//	b, _ := json.Marshal(in)
//	sum := sha256.Sum256(b)
//	params.SetIdempotencyKey("charge:" + hex.EncodeToString(sum[:]))
//
// The suggested fix corrects the hint: IdempotentHint and ReadOnlyHint
// become false, DestructiveHint true (or unset, which the MCP specification
// reads as true). The message says what would make the original hint true
// instead: a key derived from the tool's arguments with each write, no write
// at all, or no deletion.
package toolhint
