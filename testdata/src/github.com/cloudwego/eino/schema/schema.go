// Package schema is a test stub of github.com/cloudwego/eino/schema at
// v0.7.36 (message.go, stream.go, tool.go); names match the real module.
package schema

type Message struct {
	Role    string
	Content string
}

type StreamReader[T any] struct{ items []T }

func StreamReaderFromArray[T any](arr []T) *StreamReader[T] { return &StreamReader[T]{items: arr} }

type ToolInfo struct{ Name, Desc string }
