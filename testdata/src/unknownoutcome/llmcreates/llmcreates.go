// Package llmcreates retries the creates of the model providers' SDKs. A
// file upload or a batch is a new object with a new id each time, and
// neither SDK sends a key, so a create retried on every error may upload
// the file twice or run (and bill) the batch twice (reported). A model
// call is a read (silent), as is a retry that stops on an ambiguous error
// and an agent session event sent with an idempotency key.
package llmcreates

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

func uploadBad(ctx context.Context, client openai.Client, data string) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var f *openai.FileObject
		f, err = client.Files.New(ctx, openai.FileNewParams{File: strings.NewReader(data), Purpose: openai.FilePurposeBatch}) // want `unkeyed write FileService.New is retried on every error by the retry loop at llmcreates.go:\d+: a timeout here may have created the file; the loop creates it again`
		if err == nil {
			return f.ID, nil
		}
		time.Sleep(time.Second)
	}
	return "", err
}

func batchBad(ctx context.Context, client anthropic.Client, reqs []anthropic.MessageNewParams) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var b *anthropic.MessageBatch
		if b, err = client.Messages.Batches.New(ctx, anthropic.MessageBatchNewParams{Requests: reqs}); err == nil { // want `unkeyed write MessageBatchService.New is retried on every error by the retry loop at llmcreates.go:\d+: a timeout here may have created the message batch; the loop creates it again`
			return b.ID, nil
		}
	}
	return "", err
}

// A batch whose timeout is reported as an unknown outcome.
func batchGood(ctx context.Context, client openai.Client, file string) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var b *openai.Batch
		b, err = client.Batches.New(ctx, openai.BatchNewParams{InputFileID: file})
		if errors.Is(err, context.DeadlineExceeded) {
			return "", errors.Join(errors.New("outcome unknown: list the batches before creating another"), err)
		}
		if err == nil {
			return b.ID, nil
		}
	}
	return "", err
}

// Model calls make nothing new: retrying them is a read.
func embedTwin(ctx context.Context, client openai.Client) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var e *openai.CreateEmbeddingResponse
		if e, err = client.Embeddings.New(ctx, openai.EmbeddingNewParams{Model: "text-embedding-3-small"}); err == nil {
			return e.Model, nil
		}
	}
	return "", err
}

func messageTwin(ctx context.Context, client anthropic.Client) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var m *anthropic.Message
		if m, err = client.Messages.New(ctx, anthropic.MessageNewParams{MaxTokens: 64, Model: "claude"}); err == nil {
			return m.ID, nil
		}
	}
	return "", err
}

// A session event with a key fixed before the loop: the server replays it.
func eventKeyed(ctx context.Context, client openai.Client, session, key string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Beta.Agents.Sessions.Events.New(ctx, session, openai.BetaAgentSessionEventNewParams{IdempotencyKey: openai.String(key)}); err == nil {
			return nil
		}
	}
	return err
}

// The SDK's service behind an interface of the program, which no type of
// the program implements: the call is the service's create.
type filesAPI interface {
	New(ctx context.Context, body openai.FileNewParams, opts ...option.RequestOption) (*openai.FileObject, error)
}

type uploader struct{ files filesAPI }

func newUploader(client *openai.Client) *uploader { return &uploader{files: &client.Files} }

func (u *uploader) upload(ctx context.Context, data string) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var f *openai.FileObject
		if f, err = u.files.New(ctx, openai.FileNewParams{File: strings.NewReader(data)}); err == nil { // want `unkeyed write filesAPI.New \(via its only implementation FileService.New\) is retried on every error by the retry loop at llmcreates.go:\d+: a timeout here may have created the file; the loop creates it again`
			return f.ID, nil
		}
	}
	return "", err
}

// An interface that a type of the program implements too (a fake in a
// non-test file) is not resolved to the SDK's service.
type batchesAPI interface {
	New(ctx context.Context, body openai.BatchNewParams, opts ...option.RequestOption) (*openai.Batch, error)
}

type fakeBatches struct{}

func (fakeBatches) New(ctx context.Context, body openai.BatchNewParams, opts ...option.RequestOption) (*openai.Batch, error) {
	return &openai.Batch{ID: "fake"}, nil
}

func batchVia(ctx context.Context, b batchesAPI, file string) (string, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var out *openai.Batch
		if out, err = b.New(ctx, openai.BatchNewParams{InputFileID: file}); err == nil {
			return out.ID, nil
		}
	}
	return "", err
}
