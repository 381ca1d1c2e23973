// Package genclients2 retries calls whose class is read from the code of
// SDKs: an interface an SDK implements with one type of its own, whose
// requests are wrappers that send themselves (reported for the create,
// silent for the read and the delete); and the Gemini SDK, whose model
// calls are POSTs that its record keeps reads (silent: a regression case
// from real code, opencode's gemini provider).
package genclients2

import (
	"context"
	"time"

	"example.com/tfegen"
	"google.golang.org/genai"
)

func MakeVarset(ctx context.Context, c *tfegen.Client, org string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.VariableSets.Create(ctx, org, &tfegen.VariableSetCreateOptions{Name: "prod"}) // want `unkeyed write VariableSets.Create \(via variableSets.Create → ClientRequest.Do \(POST\)\) is retried on every error by the retry loop at genclients2.go:\d+`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func ReadVarset(ctx context.Context, c *tfegen.Client, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.VariableSets.Read(ctx, id)
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func DropVarset(ctx context.Context, c *tfegen.Client, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.VariableSets.Delete(ctx, id); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func Ask(ctx context.Context, chat *genai.Chat, prompt string) (string, error) {
	var err error
	for i := 0; i < 3; i++ {
		var resp *genai.GenerateContentResponse
		if resp, err = chat.SendMessage(ctx, prompt); err == nil {
			return resp.Text, nil
		}
		time.Sleep(time.Second)
	}
	return "", err
}
