package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"k8s.io/client-go/dynamic"

	"toolhint/xpkg/kubevirt"
)

// RegisterKubeVirt registers tools that clone virtual machines; the
// second one's clone is named after its target, so its hint holds.
func RegisterKubeVirt(s *server.MCPServer, dyn dynamic.Interface) {
	s.AddTool(mcp.NewTool("vm_clone", mcp.WithIdempotentHintAnnotation(true)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool "vm_clone" is declared idempotent, but its handler creates an object through kubevirt.CloneVM → ResourceInterface.Create \(kubevirt/kubevirt.go:\d+\) with a name the server generates \(GenerateName\): a model.s reissue of the tool call makes another object`
		_, err := kubevirt.CloneVM(ctx, dyn, req.GetString("namespace", ""), req.GetString("name", ""), req.GetString("targetName", ""))
		return nil, err
	})
	s.AddTool(mcp.NewTool("vm_clone_named", mcp.WithIdempotentHintAnnotation(true)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := kubevirt.CloneVMNamed(ctx, dyn, req.GetString("namespace", ""), req.GetString("name", ""), req.GetString("targetName", ""))
		return nil, err
	})
}
