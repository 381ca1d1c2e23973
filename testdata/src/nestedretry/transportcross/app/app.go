// Package app sends with clients that package ghclient builds.
package app

import (
	"context"
	"net/http"

	"github.com/google/go-github/v84/github"

	"nestedretry/transportcross/ghclient"
)

func createIssue(ctx context.Context, title string) error {
	client := ghclient.NewREST()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = client.Issues.Create(ctx, "o", "r", &github.IssueRequest{Title: &title}) // want `client.Issues.Create → Transport.RoundTrip retries \(ghclient/ghclient.go:\d+\) inside the retry loop at app.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

func post(req *http.Request) error {
	client := ghclient.NewHTTPClient()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = client.Do(req) // want `client.Do → Transport.RoundTrip retries \(ghclient/ghclient.go:\d+\) inside the retry loop at app.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// Correct: a client that sends once.
func postPlain(req *http.Request) error {
	client := ghclient.NewPlain()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = client.Do(req)
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}
