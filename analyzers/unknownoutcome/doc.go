// Package unknownoutcome defines an Analyzer that reports writes that
// cannot carry an idempotency key and are sent again after an error that may
// hide a success.
//
// # Analyzer unknownoutcome
//
// unknownoutcome: report unkeyed writes retried with no handling for an unknown outcome
//
// A timeout tells the client what it saw, not what the server did: an email
// whose SMTP session timed out after DATA may have been delivered, a chat
// message whose response never came may have been posted. Some writes have
// no idempotency key that would let the server drop a second copy (SMTP,
// chat and ticket APIs without key support, a user client whose Send takes
// no key). For those, the only safe answer to a timeout is to stop and report
// the outcome as unknown, so that a person or a reconciliation step can
// check; sending again makes a second email, message or ticket whenever the
// first one went through.
//
// unknownoutcome reports, at the write call, each unkeyed write whose error
// path has no branch that tells an unknown outcome apart from a definite
// failure (errors.Is(err, context.DeadlineExceeded), os.IsTimeout, a
// net.Error's Timeout(), a 5xx / 408 / 429 status, gRPC DeadlineExceeded or
// Unavailable, a function annotated //idemvet:ambiguous) and which
//
//   - goes back into a retry scope: a hand-written retry loop continues, or
//     the operation of a retry helper returns an error the helper retries
//     (category "retry");
//   - in an agent tool handler or Temporal activity, hands the error back as
//     a plain failure, so that the model or Temporal runs the call again
//     (category "failure");
//   - decides whether to send again from a read ("verify then retry"): a
//     write still in flight after a timeout is not visible to the read yet,
//     so the check misses it and the write is sent twice (category
//     "read-back");
//   - outside any retry, sends the same write again from its failure
//     branch (err != nil): a Block Kit message posted again as plain text,
//     an email sent through a second server (category "fallback"). The fix
//     leaves the function on a timeout before the fallback, with an
//     outcome-unknown error where the function returns an error. A raw POST
//     with no evidence that it makes anything new is left out, as in tool
//     handlers.
//
// A Temporal workflow that compensates is checked as well (category
// "compensation"). When an activity it waits for
// (workflow.ExecuteActivity(ctx, Deposit, in).Get(ctx, nil)) fails after an
// earlier activity has completed, and the workflow then runs a
// compensating activity on every error, a timeout included (a Refund in
// the failure branch, or a deferred compensation that runs while the
// workflow's error is set, as in the saga sample), it treats an unknown
// outcome as a definite failure: the activity that timed out may have
// completed, and the compensation undoes the earlier step of a transfer
// that went through. The finding is at the compensation, with the failed
// activity's wait as evidence ("activity Deposit's timeout is handled as a
// failure: the compensation Refund runs on every error of Deposit
// (workflow.go:46), a timeout included, ..."). The fix tells the timeout
// apart first: a return of an outcome-unknown error at the top of the
// failure branch (if temporal.IsTimeoutError(err) { return ...,
// fmt.Errorf("outcome unknown ...: %w", err) }), or, for a deferred
// compensation, if err != nil && !temporal.IsTimeoutError(err). Not
// reported: a workflow that tests the error with temporal.IsTimeoutError
// or errors.As(err, &timeoutErr) (a *temporal.TimeoutError); the first
// step's own undo (nothing completed before it); a compensation whose
// activity shares a word with the failed one (DepositCompensation after
// Deposit, which undoes the failed step itself whatever it did); one that
// runs only under a further test of the error (an application error of a
// known type).
//
// The model providers' SDKs send no key of their own, and their APIs
// document none for their creates: an openai-go file upload, batch,
// fine-tuning job, vector store, assistant, thread, message or run, a
// conversation, container or skill, and an anthropic-sdk-go message batch,
// file upload, skill, invitation or agent session makes a new object on
// each call, so one retried on every error is reported ("may have created
// the message batch"). A model call (chat completions, embeddings,
// moderations, images, anthropic Messages.New) makes nothing that a second
// call duplicates beyond its cost, and is a read.
//
// A create with a natural key is not reported: a function of the code
// named as a create of a resource whose name the API keeps unique (the
// catalog's list: a user, role, policy, group, key pair, bucket, secret,
// database, domain, namespace, repository: CreateUser, CreateRepository),
// called with that name, to the parameter so named (repositoryName) or in
// the field of a request literal (&CreateUserRequest{UserName: name}). The
// API refuses a second create of the same name as already existing, so a
// retry after a timeout cannot make a second one. keyinretry applies the
// same rule.
//
// Writes that have a key slot are not reported here, even without a key:
// unkeyedwrite reports those. A raw POST or PATCH (net/http,
// go-retryablehttp, through any wrapper or request helper called with
// POST, or a request object whose constructor was given POST for the
// method field its sender reads) is an unkeyed write unless the module shows that its API takes a
// key (an Idempotency-Key header sent to the same host or by the same
// client type; the rule is unkeyedwrite's) or its URL path names a read
// endpoint (search, query, embeddings, completions, token exchange): a chat
// or webhook POST retried on every error is reported here. Such a raw POST
// is reported only where a retry scope of the code sends it again, not as
// the plain failure of an activity or tool handler: there it is as often a
// status update or an insert by id as a new message. Errors that simply propagate to a caller
// outside any retry scope are not reported either; the caller's own retry,
// if any, is where the finding lands. Tool handlers and Temporal activities
// are checked whatever the exposure setting says: the "failure" category is
// about them.
//
// Bad:
//
//	for attempt := 0; attempt < 3; attempt++ {
//		err = smtp.SendMail(addr, auth, from, to, msg)
//		if err == nil {
//			return nil
//		}
//		time.Sleep(time.Second) // a timeout here may have sent the email; the loop sends it again
//	}
//
// Good:
//
//	for attempt := 0; attempt < 3; attempt++ {
//		err = smtp.SendMail(addr, auth, from, to, msg)
//		if netErr := net.Error(nil); errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout() {
//			return fmt.Errorf("outcome unknown (the email may have been sent), not retried: %w", err)
//		}
//		if err == nil {
//			return nil
//		}
//		time.Sleep(time.Second)
//	}
//
// A go-retryablehttp client resends a POST by itself on a connection
// error, a timeout or a 5xx: an unkeyed write sent through one, with no
// retry loop around it, is reported at the send, and the fix (for a client
// held in a local variable that only this call sends with) sets the
// client's CheckRetry so that it resends only a request the server refused
// (429). A loop that leaves on a retry predicate (if !shouldRetry(res, err)
// || n >= max { break }) retries every error when the predicate, of this
// package, starts by asking for another attempt on any error. A helper
// that POSTs to the URL it is given is judged at each call by the URL
// passed: a read endpoint there is a read. A GET whose URL path ends in a
// segment that names a creation (Telegram's /sendMessage, /create,
// send_sms) is an unkeyed write. A JSON body built by a helper
// function is the value it encodes, and a body field that receivers
// deduplicate by (Alertmanager's groupKey, VictorOps' entity_id) is a key.
//
// A helper of the package that sends the request its caller builds, and
// sends it again in a retry of its own whatever the method, is judged at
// each call: terraform-provider-cloudamqp's callWithRetry(ctx,
// api.sling.New().Post(path).BodyJSON(params), ...) calls itself again
// after a wait when the decision made from the response's status asks for
// another attempt. A builder's method is read from the builder's code
// (sling's Post stores "POST" in its method field and returns the
// builder; Receive sends a request made with that field), so such a call
// is a raw POST. Since the helper sends every request of its package
// (reads, settings, creates), a POST is reported only with evidence that
// it makes something new: the caller reads an identifier from the response
// it decodes into (data.ID, data["id"]), or returns that response when it
// is a resource with an id (not a job's job_id). The fix goes into the
// helper, before the call that sends again: a POST is sent again only when
// the server refused it (429), and any other failure returns an
// outcome-unknown error (category "helper"). The helper's decision is not
// read: a helper that asks for another attempt on a 429 alone is
// reported as well.
//
// A send whose method is a field of its receiver that the type's users
// may change (a webhook library's httpMethod with its UseHttpVerb setter)
// is judged by the field's default when there is one: every struct literal
// of the type sets it to the same POST or PATCH, and every other value
// stored in it is a setter's parameter. Such a send through the type's own
// retrying client is reported as the write it is by default ("Client.Do
// (POST by default)"); a default PUT, a literal that leaves the method out
// (a GET) and a setter of another constant are not.
//
// A test that stops on some definite failures only (if errors.Is(err,
// errUnauthorized) { return backoff.Permanent(err) }, then return err) is
// no such branch: every other error, a timeout among them, is still
// retried, and the message names the test that was not enough.
//
// Nor is a timeout test whose branch sends the timeout back into the retry:
// if errors.Is(err, context.DeadlineExceeded) { lastErr = err; continue },
// if isTimeout(err) { time.Sleep(b); continue }, a return of the error to
// a retry helper that retries it, or of the error itself from an activity.
// It tells the timeout apart only to send the write again; the message
// names the test ("the timeout test ... at f.go:12 sends the timeout back
// into the retry"). A branch that stops (returns an outcome-unknown error,
// breaks out without sending again) or reads back first is handling. A
// negated test (if !retryable(err) { return err }, then the loop goes
// round) is still read as handling.
//
// The suggested fix inserts that branch on the error path, before the
// retry: it returns an outcome-unknown error that wraps the cause and stops
// the retry (a return out of the loop; backoff.Permanent, retry.Unrecoverable
// or Terraform's NonRetryableError in a retry helper's operation; a
// non-retryable application error in a Temporal activity). It uses only the
// standard library and the retry library already in use. The branch tests
// the error that carries the write's failure: when a function of the
// package makes the write and turns its error into a result (an MCP error
// result with a nil error, as github-mcp-server's helpers do), a test of
// its caller's error would never see a timeout, so the branch goes into
// that function, right after the write, and reports the unknown outcome in
// the function's own failure return, the write's error wrapped.
package unknownoutcome
