// Package regress_cursorpoll reduces a Kinesis consumer (hookdeck/outpost's
// test suite): a loop that reads with a cursor, sleeps and goes round on an
// error, and moves the cursor on from each result. Each round reads the
// next page: a poll, not a retry layer around the SDK's own retries.
package regress_cursorpoll

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/ec2"
)

type watcher struct {
	client *ec2.Client
	done   chan struct{}
	pages  chan *ec2.DescribeInstancesOutput
}

func (w *watcher) poll() {
	var token *string
	for {
		select {
		case <-w.done:
			return
		default:
			out, err := w.client.DescribeInstances(context.Background(), &ec2.DescribeInstancesInput{NextToken: token})
			if err != nil {
				time.Sleep(time.Second)
				continue
			}
			w.pages <- out
			token = out.NextToken
			if token == nil {
				return
			}
		}
	}
}
