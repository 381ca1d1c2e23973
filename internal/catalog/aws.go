package catalog

import "github.com/idemvet/idemvet/internal/catalog/sdkwrites"

// aws-sdk-go-v2 (its record is in sdks/aws.go): the reading of its
// generated table of the operations that fill a nil token
// (sdkwrites.AWSAutofill, sdkwrites/writes_aws.go), and the key fields that
// only FIFO queues and topics take.

// AWSAutofill reports whether the aws-sdk-go-v2 operation op of the service
// package pkg fills a nil token itself, and whether that is known.
// aws-sdk-go-v2 service/ec2@v1.344.3 api_op_RunInstances.go: the
// OperationIdempotencyTokenAutoFill middleware sets input.ClientToken = &t
// when nil, writing it back into the caller's input.
func AWSAutofill(pkg, op string) (fills, known bool) {
	name := pkg + "." + op
	if sdkwrites.AWSAutofill[name] {
		return true, true
	}
	// A service we generated: this operation does not.
	return false, awsServices[pkg]
}

// FIFOOnlyKeyFields are key fields that only some queues accept:
// aws-sdk-go-v2 service/sqs@v1.53.0 SendMessageInput.MessageDeduplicationId
// and service/sns@v1.48.0 PublishInput.MessageDeduplicationId apply to FIFO
// queues and topics, and a standard one refuses a message that carries one.
// Whether a queue is FIFO is not in the code, so a write is never taken as
// keyable for having such a field: a value set in one is still a key.
var FIFOOnlyKeyFields = map[string]bool{"MessageDeduplicationId": true}

// DryRunField is the bool field of an input that makes the request only
// check its permissions and change nothing (aws-sdk-go-v2 service/ec2
// inputs: RunInstancesInput.DryRun, "Checks whether you have the required
// permissions for the operation, without actually making the request").
const DryRunField = "DryRun"
