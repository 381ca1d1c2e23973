package nestedretry_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestNestedRetry checks every test package's want comments and .golden
// files in one analysistest call: each call loads and analyzes the
// standard library and the SDK stubs from source again, which costs more
// than the packages under test, and no package's expectations depend on
// which others are loaded with it.
func TestNestedRetry(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer,
		"nestedretry/clients",
		// Two SDKs' option packages of one name in one file.
		"nestedretry/twosdks",
		// vault/api's own retries, on by default; the twins turn them off.
		"nestedretry/vaultclient",
		"nestedretry/vaultonce",
		// False layers found on real code: a loop that asks again when a
		// reply does not parse, and a protocol version negotiation.
		"nestedretry/regress_reask",
		"nestedretry/regress_negotiate",
		// A decoder that reads more input until the value parses.
		"nestedretry/regress_readvalue",
		"nestedretry/helpers",
		"nestedretry/budgets",
		"nestedretry/cross/app",
		"nestedretry/cross/notify",
		"nestedretry/atleastonce",
		// A Temporal activity's retry policy set in literals of this
		// package: the fix runs the activity once.
		"nestedretry/activityoptions",
		// A Temporal activity whose retry policy is set in another
		// package: the fix returns the call's failure as non-retryable.
		"nestedretry/activitystop",
		// An SDK whose services are interfaces (go-tfe), in Terraform's
		// retry helper.
		"nestedretry/terraform",
		// An aws-sdk-go-v2 option function declared once and passed by
		// name.
		"nestedretry/regress_awsoptfunc",
		// A workflow's loop around activities whose Future.Get waits on
		// the SDK's channel (the Temporal samples' fileprocessing
		// workflow) is not nested retrying.
		"nestedretry/regress_temporalfuture",
		// A bounded loop around a limitless inner retry names the inner
		// layer as the limitless one.
		"nestedretry/regress_innerunbounded",
		// Request options spread from a slice (opts...): a slice not built
		// here keeps the default; one built with retries off is silent.
		"nestedretry/optslices",
		// Kubernetes controllers: the requeue of a Reconcile is not a layer.
		"nestedretry/reconcile",
		// Retry layers composed at run time from functions, and helpers
		// given composed functions: withRetry(withFailover(f)),
		// withRetry(withRetry(f)), backoff.Retry(withRetry(f), b).
		"nestedretry/composed",
		// go-tfe: a retry layer when its server retries are on.
		"nestedretry/tfe",
		// BigQuery's managedwriter: a layer when the writer is made with
		// its retries on.
		"nestedretry/bqwriter",
		// go-retryablehttp retry checks: one that never retries turns it off.
		"nestedretry/checkretry",
		// Loops that try each of several endpoints once: a layer only
		// around a call that can commit.
		"nestedretry/failover",
		// Request loops that leave on a retry predicate and a counter.
		"nestedretry/predicateloop",
		// A batch retried whose items are each retried again (retry.Do,
		// a failsafe executor per item), and failsafe executors nested.
		"nestedretry/peritem",
		// Inner calls returned straight from the operation: return f(),
		// return v, f(), return retry.RetryableError(f()).
		"nestedretry/returnform",
		// go-kit endpoints made by lb.Retry, kept in a field of an
		// unkeyed struct literal and in a variable.
		"nestedretry/gokit",
		// Alibaba Cloud's tea-rpc, whose retries a runtime option turns
		// on, called directly and through a wrapper that takes the switch
		// as a parameter, in loops and Terraform retry helpers.
		"nestedretry/tearpc/connectivity",
		"nestedretry/tearpc/alicloud",
		// SDKs handed an *http.Client that retries by itself.
		"nestedretry/sdkhttp",
		// Functions that retry by calling themselves (discordgo's request
		// on a 502), and loops around them.
		"nestedretry/recursion",
		// Loops that retry until the error a callback was given is nil.
		"nestedretry/callbackerr",
		// aws-sdk-go (v1) clients, which retry 3 times unless their
		// config or a request option says otherwise.
		"nestedretry/awsv1",
		// Product SDKs generated on darabonba-openapi v0/v2.0, whose
		// calls retry when their runtime options turn Autoretry on.
		"nestedretry/darabonba",
		// bce-sdk-go clients, which retry by the policy of their config.
		"nestedretry/bce",
	)
}

// TestWithoutFixes checks the packages whose findings have no .golden file.
func TestWithoutFixes(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer,
		// A loop that goes round on an SDK call's error only under a
		// condition (a rate-limit predicate): reported, with no fix.
		"nestedretry/ratelimit",
		// Loops that look like retries on real code but are not.
		"nestedretry/regress_checkdestroy",
		"nestedretry/regress_errfallthrough",
		// A fallback over alternative names around a query (the standard
		// library's DNS client), and a connect helper that tries each
		// address once, retried at start-up.
		"nestedretry/regress_dnsfallback",
		// A first connect that walks the server pool once, keeping the
		// server it tries in a field (nats.go), around a handshake that
		// reconnects.
		"nestedretry/regress_connectpool",
		// A function that starts a retry loop in a goroutine does not
		// retry for its callers (discordgo's voice connection open).
		"nestedretry/regress_gostart",
		// A loop that reads the next item of a stream and goes round when
		// the item is filtered out is no retry layer (cloudwego/eino's
		// stream reader under its retrying chat model).
		"nestedretry/regress_streamskip",
		// A poll that moves a cursor on from each result is no retry
		// layer (a Kinesis consumer in hookdeck/outpost's tests).
		"nestedretry/regress_cursorpoll",
		// Code as the fixes leave it is silent: a second run finds
		// nothing.
		"nestedretry/regress_fixedtwice",
		"nestedretry/activityoptions_fixed",
		"nestedretry/activitystop_fixed",
		"nestedretry/returnform_fixed",
		"nestedretry/composed_fixed",
	)
}

// TestSharedClients: a fix changes only the call it is about. Clients and
// options that other calls share keep their configuration; where the
// inner layer has no per-call setting, the outer layer stops.
func TestSharedClients(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/sharedclients")
}

// TestSharedClientsFixed runs the analyzer on the code as the fixes of
// TestSharedClients leave it: nothing is reported, neither at the fixed
// calls nor at the calls that share their clients.
func TestSharedClientsFixed(t *testing.T) {
	want := regexp.MustCompile(" // want `.*`\n")
	code := func(path string) string {
		b, err := os.ReadFile(filepath.Join(idemtest.TestData(), "src", "nestedretry", path))
		if err != nil {
			t.Fatal(err)
		}
		s := want.ReplaceAllString(string(b), "\n")
		return s[strings.Index(s, "\npackage "):]
	}
	if code("sharedclients/shared.go.golden") != code("sharedclients_fixed/shared.go") {
		t.Fatal("sharedclients_fixed/shared.go is not sharedclients/shared.go.golden without its want comments")
	}
	// The shared clients keep the configuration the other calls rely on.
	fixed := code("sharedclients_fixed/shared.go")
	for _, kept := range []string{"ledger.RetryMax = 3\n", "Stripe: stripe.NewClient(key), ", "}, opts[0])\n", "var opts = []retry.Option{retry.Attempts(5)}\n"} {
		if !strings.Contains(fixed, kept) {
			t.Errorf("the fixes changed the shared configuration: %q is gone", kept)
		}
	}
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/sharedclients_fixed")
}

// TestGoldenStopsKeepARetry checks every nestedretry .golden file: a fix
// that turns a Terraform RetryableError into a stop must be about an inner
// layer whose own retries cover every transient failure, as the finding's
// message (the want comment in the function) names it. Otherwise the fix
// takes the only retry from a throttled call or a server error.
func TestGoldenStopsKeepARetry(t *testing.T) {
	root := filepath.Join(idemtest.TestData(), "src", "nestedretry")
	want := regexp.MustCompile("// want `([^`]*)`")
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go.golden") {
			return err
		}
		fixed, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		src, err := os.ReadFile(strings.TrimSuffix(path, ".golden"))
		if err != nil {
			return err
		}
		var findings []idemtest.Finding
		for i, line := range strings.Split(string(src), "\n") {
			for _, m := range want.FindAllStringSubmatch(line, -1) {
				findings = append(findings, idemtest.Finding{Line: i + 1, Message: m[1]})
			}
		}
		unsafe, err := idemtest.UnsafeStops(src, fixed, findings)
		if err != nil {
			return err
		}
		for _, fn := range unsafe {
			t.Errorf("%s: %s: a RetryableError became a stop, but the inner layer is not known to retry every transient failure", path, fn)
		}
		checked++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 20 {
		t.Fatalf("checked %d .golden files; the test data has more", checked)
	}
}
