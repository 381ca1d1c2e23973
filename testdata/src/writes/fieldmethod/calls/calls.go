// Package calls sends requests of package client built with constant
// methods: each call is classified by the method its constructor was given.
package calls

import "writes/fieldmethod/client"

type Issue struct{ Number int }

func createIssue(owner string) error {
	c := client.New("POST", "/repos/"+owner+"/issues", client.WithPayload(map[string]string{"title": "t"}))
	return c.Handle(&Issue{}) // want `unkeyed`
}

func createDirect(owner string) error {
	_, err := client.New("POST", "/repos/"+owner+"/issues").Do() // want `unkeyed`
	return err
}

func updateIssue(owner string) error {
	c := client.New("PATCH", "/repos/"+owner+"/issues/1")
	return c.Handle(&Issue{}) // want `unkeyed`
}

func putIssue(owner string) error {
	c := client.New("PUT", "/repos/"+owner+"/issues/1")
	return c.Handle(&Issue{}) // want `idempotent`
}

func deleteIssue(owner string) error {
	c := client.New("DELETE", "/repos/"+owner+"/issues/1")
	return c.Handle(nil) // want `idempotent`
}

func getIssue(owner string) error {
	c := client.New("GET", "/repos/"+owner+"/issues/1")
	return c.Handle(&Issue{}) // want `read`
}

// A POST to a search endpoint reads.
func search(q string) error {
	c := client.New("POST", "/search")
	return c.Handle(nil) // want `read`
}

// The method is not a constant: nothing is said.
func anyMethod(m string) error {
	return client.New(m, "/x").Handle(nil)
}

// The caller sets the field after construction: nothing is said.
func reassigned() error {
	c := client.New("POST", "/repos/o/issues")
	c.Method = "GET"
	return c.Handle(nil)
}

// The type's own method sets the field, after the constructor: the chain
// says what it sends (chain.go).
func switched() error {
	return client.NewSwitchable("POST", "https://x/issues").AsGet().Do() // want `read`
}

// A literal of the type sends its own constant method.
func literal() error {
	c := &client.Request{Method: "POST", URL: "https://x/issues"}
	return c.Handle(nil) // want `unkeyed`
}
