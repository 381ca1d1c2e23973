package openai

import (
	"context"
	"io"

	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
)

// The creates and reads of the real module that the tests call, with
// their signatures (file.go:75, batch.go:45, embedding.go:41,
// betaagentsessionevent.go:45); the services hang off Client as there.

type FileService struct{ Options []option.RequestOption }

type FilePurpose string

const FilePurposeBatch FilePurpose = "batch"

type FileNewParams struct {
	File    io.Reader
	Purpose FilePurpose
}

type FileObject struct{ ID string }

// New uploads a file (POST files).
func (r *FileService) New(ctx context.Context, body FileNewParams, opts ...option.RequestOption) (res *FileObject, err error) {
	return nil, nil
}

type BatchService struct{ Options []option.RequestOption }

type BatchNewParams struct {
	InputFileID string
}

type Batch struct{ ID string }

// New creates and runs a batch (POST batches).
func (r *BatchService) New(ctx context.Context, body BatchNewParams, opts ...option.RequestOption) (res *Batch, err error) {
	return nil, nil
}

type EmbeddingService struct{ Options []option.RequestOption }

type EmbeddingNewParams struct{ Model string }

type CreateEmbeddingResponse struct{ Model string }

// New creates an embedding vector (POST embeddings): a read.
func (r *EmbeddingService) New(ctx context.Context, body EmbeddingNewParams, opts ...option.RequestOption) (res *CreateEmbeddingResponse, err error) {
	return nil, nil
}

type BetaService struct{ Agents BetaAgentService }

type BetaAgentService struct{ Sessions BetaAgentSessionService }

type BetaAgentSessionService struct{ Events BetaAgentSessionEventService }

type BetaAgentSessionEventService struct{ Options []option.RequestOption }

type AgentSessionInputParamUnion struct{ Text string }

type BetaAgentSessionEventNewParams struct {
	Events         []AgentSessionInputParamUnion
	IdempotencyKey param.Opt[string]
}

// New submits input events to a session (POST agents/sessions/{id}/events),
// with params.IdempotencyKey as the Idempotency-Key header when set.
func (r *BetaAgentSessionEventService) New(ctx context.Context, sessionID string, params BetaAgentSessionEventNewParams, opts ...option.RequestOption) (err error) {
	return nil
}
