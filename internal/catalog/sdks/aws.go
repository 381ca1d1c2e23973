package sdks

// aws-sdk-go-v2: its record. The catalog reads its generated table of
// the operations that fill a nil token (sdkwrites/writes_aws.go).

// github.com/aws/aws-sdk-go-v2@v1.48.0, service/*: every operation method
// of *<service>.Client takes optFns ...func(*<service>.Options) and
// retries with the standard retryer, retry.DefaultMaxAttempts = 3
// attempts (aws/retry/standard.go); a per-call option that sets
// Options.RetryMaxAttempts = 1, or a Retryer of aws.NopRetryer
// (MaxAttempts 1), makes one attempt. The operations that fill a nil
// token are generated (sdkwrites/writes_aws.go).
var awsRecord = SDK{
	ID:           SDKAWS,
	Name:         "aws-sdk-go-v2",
	Module:       "github.com/aws/aws-sdk-go-v2",
	KnownRetries: true,
	// aws/retry/standard.go (v1.43.5): connection errors, 500, 502,
	// 503, 504 (DefaultRetryableHTTPStatusCodes), the throttling codes
	// (DefaultThrottleErrorCodes) and request timeouts.
	RetriesTransient: true,
	Also:             []string{"github.com/aws/smithy-go"},
	Attempts:         3,
	Services: &AWSServices{
		ServicePrefix:        "github.com/aws/aws-sdk-go-v2/service/",
		ClientType:           "Client",
		OptionsType:          "Options",
		AttemptsField:        "RetryMaxAttempts",
		RetryerField:         "Retryer",
		NopRetryer:           "github.com/aws/aws-sdk-go-v2/aws.NopRetryer",
		ConfigAttemptsOption: "github.com/aws/aws-sdk-go-v2/config.WithRetryMaxAttempts",
		ConfigRetryerOption:  "github.com/aws/aws-sdk-go-v2/config.WithRetryer",
	},
	// ec2 ClientToken, CloudFormation and Secrets Manager
	// ClientRequestToken, ... SQS MessageDeduplicationId is not one: it is
	// refused by standard queues.
	TokenFields: []string{"ClientToken", "ClientRequestToken", "IdempotencyToken"},
	// Operations whose input has no token field, by hand: the
	// generated tables hold only the operations that fill one.
	// service/sesv2@v1.79.9 api_op_SendEmail.go:28, api_op_SendBulkEmail.go:14:
	// SendEmailInput and SendBulkEmailInput carry no token (no
	// idempotencyToken member), so a send is an unkeyed write, which the
	// standard retryer also resends. SQS SendMessage (sqs@v1.53.0
	// api_op_SendMessage.go:132) and SNS Publish (sns@v1.48.0
	// api_op_Publish.go:159) are not listed as keyed with
	// MessageDeduplicationId as the slot: it applies to FIFO queues and
	// topics only, a standard queue refuses it, and whether a queue is
	// FIFO is not in the code, so suggesting it would break the send.
	// SNS Publish (api_op_Publish.go:35) and PublishBatch
	// (api_op_PublishBatch.go:56) are writes whose class depends on the
	// topic (FIFOWrite): a standard topic takes no key (api_op_Publish.go:118,
	// "applies only to FIFO topics"), so a publish to one is an unkeyed
	// write; a FIFO topic's name ends in ".fifo", and there
	// MessageDeduplicationId is the slot, or, left empty, the topic's
	// ContentBasedDeduplication deduplicates by the message's hash
	// (without it the publish fails, :144), so a repeat within five
	// minutes is dropped. A batch's ids are per entry
	// (types.PublishBatchRequestEntry, types/types.go:377), so a batch
	// that may go to a FIFO topic is left unclassified.
	Writes: map[string]WriteAPI{
		"(*github.com/aws/aws-sdk-go-v2/service/sesv2.Client).SendEmail":     {Class: WriteUnkeyed},
		"(*github.com/aws/aws-sdk-go-v2/service/sesv2.Client).SendBulkEmail": {Class: WriteUnkeyed},
		"(*github.com/aws/aws-sdk-go-v2/service/sns.Client).Publish": {Class: WriteUnkeyed,
			FIFO: &FIFOWrite{Arg: 1, Field: "MessageDeduplicationId", Targets: []string{"TopicArn", "TargetArn"}, Suffix: ".fifo"}},
		"(*github.com/aws/aws-sdk-go-v2/service/sns.Client).PublishBatch": {Class: WriteUnkeyed,
			FIFO: &FIFOWrite{Arg: 1, EntryField: "MessageDeduplicationId", Targets: []string{"TopicArn"}, Suffix: ".fifo"}},
		// SQS is SNS's shape, checked at service/sqs@v1.53.0:
		// SendMessage (api_op_SendMessage.go:25) takes QueueUrl (:64)
		// and MessageDeduplicationId (:132), which "applies only to
		// FIFO queues" (:81); a FIFO queue's URL ends in ".fifo", and
		// there an empty id leaves the deduplication to
		// ContentBasedDeduplication (:94-108, without it the send
		// fails). SendMessageBatch (api_op_SendMessageBatch.go:40,
		// QueueUrl :67) carries its ids per entry
		// (types.SendMessageBatchRequestEntry, types/types.go:632). A
		// standard queue takes no key: a send retried may enqueue two
		// messages with different MessageIds.
		"(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).SendMessage": {Class: WriteUnkeyed,
			FIFO: &FIFOWrite{Arg: 1, Field: "MessageDeduplicationId", Targets: []string{"QueueUrl"}, Suffix: ".fifo"}},
		"(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).SendMessageBatch": {Class: WriteUnkeyed,
			FIFO: &FIFOWrite{Arg: 1, EntryField: "MessageDeduplicationId", Targets: []string{"QueueUrl"}, Suffix: ".fifo"}},
	},
	Passthrough: []string{"github.com/aws/aws-sdk-go-v2/aws.String"},
	// aws/to_ptr.go: String(v string) *string.
	StringPtr: "github.com/aws/aws-sdk-go-v2/aws.String",
	// aws/retry/timeout_error.go: IsErrorTimeout on the SDK's timeout
	// classifiers; aws/retry/retryable_error.go: RetryableConnectionError
	// recognises dropped and reset connections.
	AmbiguousFuncs: map[string]string{
		"(github.com/aws/aws-sdk-go-v2/aws/retry.TimeouterError).IsErrorTimeout":             "retry.TimeouterError.IsErrorTimeout",
		"(github.com/aws/aws-sdk-go-v2/aws/retry.IsErrorTimeouts).IsErrorTimeout":            "retry.IsErrorTimeouts.IsErrorTimeout",
		"(github.com/aws/aws-sdk-go-v2/aws/retry.IsErrorTimeout).IsErrorTimeout":             "retry.IsErrorTimeout",
		"(github.com/aws/aws-sdk-go-v2/aws/retry.RetryableConnectionError).IsErrorRetryable": "retry.RetryableConnectionError.IsErrorRetryable",
	},
	// aws/retry/errors.go: the SDK's own retries ran out on retryable
	// (possibly applied) failures.
	AmbiguousTypes: map[string]string{"github.com/aws/aws-sdk-go-v2/aws/retry.MaxAttemptsError": "*retry.MaxAttemptsError"},
	// github.com/aws/smithy-go@v1.28.9 errors.go: a server-side fault.
	AmbiguousConstants: map[string]string{"github.com/aws/smithy-go.FaultServer": "smithy.FaultServer"},
	Mechanism:          AWSRetryer,

	// The token the SDK fills is set on the caller's input (AWSAutofill).
	FillsInput: true,
}

// github.com/aws/aws-sdk-go@v1.55.8 (aws-sdk-go v1): every service
// package's client (service/sqs/service.go:21 type SQS struct {
// *client.Client }) is made by New(p client.ConfigProvider, cfgs
// ...*aws.Config) (:51), whose config's retryer it sends with:
// aws/client/client.go:61-74 takes cfg.Retryer when set, else
// DefaultRetryer{NumMaxRetries: MaxRetries}, MaxRetries being
// DefaultRetryerMaxNumRetries = 3 (default_retryer.go:40) when the
// config leaves it nil or at aws.UseServiceDefaultRetries (-1,
// aws/config.go:14; the field :92, WithMaxRetries :368, aws.Int
// convert_types.go:124, request.WithRetryer aws/request/retryer.go:39).
// DynamoDB's clients default to 10 retries instead
// (service/dynamodb/customizations.go:30-38). A request takes the
// client's retryer as its embedded Retryer (aws/request/request.go:52,
// :159) and is sent again while RetryCount < MaxRetries() (WillRetry,
// :263): 3 retries, 4 attempts. Each operation Op has Op(input)
// (service/sqs/api.go:2404), OpWithContext(ctx, input, opts
// ...request.Option) (:2418), which applies the options to the request
// after it is made (request.ApplyOptions, request.go:224; type Option
// func(*Request), :176), and OpRequest(input), which makes the request
// unsent. An option that sets r.Retryer = client.NoOpRetryer{}
// (aws/client/no_op_retryer.go:11, MaxRetries 0) makes that one call try
// once; aws.BackgroundContext() (aws/context_background_1_7.go:19) is
// the context Op(input) sends with.
var awsV1Record = SDK{
	ID:           SDKAWSv1,
	Name:         "aws-sdk-go",
	Module:       "github.com/aws/aws-sdk-go",
	KnownRetries: true,
	Attempts:     4,
	V1Services: &AWSV1Services{
		ServicePrefix:     "github.com/aws/aws-sdk-go/service/",
		BaseClient:        "github.com/aws/aws-sdk-go/aws/client.Client",
		Constructor:       "New",
		ContextSuffix:     "WithContext",
		RequestSuffix:     "Request",
		Option:            "github.com/aws/aws-sdk-go/aws/request.Option",
		Request:           "github.com/aws/aws-sdk-go/aws/request.Request",
		RetryerField:      "Retryer",
		NoRetryer:         "github.com/aws/aws-sdk-go/aws/client.NoOpRetryer",
		DefaultRetryer:    "github.com/aws/aws-sdk-go/aws/client.DefaultRetryer",
		RetriesField:      "NumMaxRetries",
		Config:            "github.com/aws/aws-sdk-go/aws.Config",
		ConfigRetries:     "MaxRetries",
		IntPtr:            "github.com/aws/aws-sdk-go/aws.Int",
		ConfigSetter:      "WithMaxRetries",
		WithRetryer:       "github.com/aws/aws-sdk-go/aws/request.WithRetryer",
		UseDefault:        -1,
		BackgroundContext: "github.com/aws/aws-sdk-go/aws.BackgroundContext",
		Attempts:          4,
		ServiceAttempts:   map[string]int{"dynamodb": 11},
	},
	Passthrough: []string{"github.com/aws/aws-sdk-go/aws.String"},
	StringPtr:   "github.com/aws/aws-sdk-go/aws.String",
	Mechanism:   AWSRequestRetryer,
}
