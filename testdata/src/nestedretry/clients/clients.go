// Package clients nests retrying clients and SDK calls in hand-written retry
// loops.
package clients

import (
	"context"
	"net/http"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/stripe/stripe-go/v82"
)

// A retryablehttp client made in the function, retried by a counted loop.
func postLocal(url string, body []byte) (*http.Response, error) {
	client := retryablehttp.NewClient()
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		resp, err = client.Post(url, "application/json", body) // want `client.Post retries by itself \(retryablehttp.Client\) inside the retry loop at clients.go:\d+ with no shared budget: up to 5 × 5 = 25 calls for one failing operation`
		if err == nil {
			return resp, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}

// Correct: the client's retries are off, the loop is the only layer.
func postLocalNoRetry(url string, body []byte) (*http.Response, error) {
	client := retryablehttp.NewClient()
	client.RetryMax = 0
	var resp *http.Response
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		resp, err = client.Post(url, "application/json", body)
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// Correct: no outer retry.
func postOnce(url string, body []byte) (*http.Response, error) {
	client := retryablehttp.NewClient()
	return client.Post(url, "application/json", body)
}

// A client kept in a struct field, made by a constructor with RetryMax 3.
type Notifier struct {
	http *retryablehttp.Client
	std  *http.Client
}

func NewNotifier() *Notifier {
	c := retryablehttp.NewClient()
	c.RetryMax = 3
	return &Notifier{http: c, std: c.StandardClient()}
}

func (n *Notifier) Notify(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		_, err = n.http.Get(url) // want `n.http.Get retries by itself \(retryablehttp.Client\) inside the retry loop at clients.go:\d+ with no shared budget: up to 2 × 4 = 8 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// The *http.Client from StandardClient retries through its transport.
func (n *Notifier) NotifyStd(req *http.Request) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = n.std.Do(req) // want `n.std.Do retries by itself \(http.Client with a retryablehttp transport\) inside the retry loop at clients.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// A plain *http.Client does not retry.
func plain(req *http.Request) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = http.DefaultClient.Do(req)
		if err == nil {
			return nil
		}
	}
	return err
}

// openai-go retries twice by default.
func complete(ctx context.Context, client openai.Client) (*openai.ChatCompletion, error) {
	var res *openai.ChatCompletion
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		res, err = client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `client.Chat.Completions.New retries by default \(openai-go\) inside the retry loop at clients.go:\d+ with no shared budget: up to 4 × 3 = 12 calls`
		if err == nil {
			return res, nil
		}
	}
	return nil, err
}

// Correct: the call turns the SDK's retries off.
func completeOnce(ctx context.Context, client openai.Client) (*openai.ChatCompletion, error) {
	var res *openai.ChatCompletion
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		res, err = client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, option.WithMaxRetries(0))
		if err == nil {
			return res, nil
		}
	}
	return nil, err
}

// Correct: the client was made with no retries.
type Agent struct{ ai openai.Client }

func NewAgent() *Agent { return &Agent{ai: openai.NewClient(option.WithMaxRetries(0))} }

func (a *Agent) Ask(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		_, err = a.ai.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{})
		if err == nil {
			return nil
		}
	}
	return err
}

// aws-sdk-go-v2 clients make 3 attempts by default.
func send(ctx context.Context, q *sqs.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url)}) // want `q.SendMessage retries by default \(aws-sdk-go-v2\) inside the retry loop at clients.go:\d+ with no shared budget: up to 3 × 3 = 9 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: one attempt per call.
func sendOnce(ctx context.Context, q *sqs.Client, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url)}, func(o *sqs.Options) { o.RetryMaxAttempts = 1 })
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a client with the no-op retryer.
func sendNop(ctx context.Context, cfg aws.Config, url string) error {
	q := sqs.NewFromConfig(cfg, func(o *sqs.Options) { o.Retryer = aws.NopRetryer{} })
	var err error
	for i := 0; i < 3; i++ {
		_, err = q.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url)})
		if err == nil {
			return nil
		}
	}
	return err
}

// stripe-go makes 3 attempts by default; the client is made here.
func charge(ctx context.Context, key string) error {
	sc := stripe.NewClient(key)
	var err error
	for i := 0; i < 2; i++ {
		_, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{}) // want `sc.V1PaymentIntents.Create retries by default \(stripe-go\) inside the retry loop at clients.go:\d+ with no shared budget: up to 2 × 3 = 6 calls`
		if err == nil {
			return nil
		}
	}
	return err
}
