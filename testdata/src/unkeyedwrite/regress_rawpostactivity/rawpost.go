// Package regress_rawpostactivity is temporalio/samples-go's expense
// activity: a raw POST that registers a callback, in an activity. Nothing
// in the package sends an idempotency key, so there is no evidence that the
// API would read one: not reported (a retry loop around it still is).
package regress_rawpostactivity

import (
	"context"
	"net/http"
	"net/url"

	"go.temporal.io/sdk/activity"
)

func WaitForDecisionActivity(ctx context.Context, expenseID string) (string, error) {
	info := activity.GetInfo(ctx)
	form := url.Values{}
	form.Add("task_token", string(info.TaskToken))
	resp, err := http.PostForm("http://localhost:4000/registerCallback?id="+expenseID, form)
	if err != nil {
		return "", err
	}
	_ = resp.Body.Close()
	return "", nil
}
