package billing_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/examples/faultmatrix/billing"
)

func post(t *testing.T, c *http.Client, key, body string) (*http.Response, error) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, "http://billing.test/charges", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if key != "" {
		req.Header.Set(billing.KeyHeader, key)
	}
	return c.Do(req)
}

const (
	order1 = `{"customer":"cus_1","amount_cents":500,"order":"o1"}`
	order2 = `{"customer":"cus_1","amount_cents":700,"order":"o2"}`
)

// TestKeys checks the service's idempotency keys: the same key and
// arguments replay the first response, other arguments are refused, and
// requests without a key each make a charge.
func TestKeys(t *testing.T) {
	svc := billing.NewService()
	c := billing.NewInjector(svc, billing.None).Client()
	for _, step := range []struct {
		key, body string
		status    int
		replayed  bool
	}{
		{"k1", order1, http.StatusCreated, false},
		{"k1", order1, http.StatusCreated, true},
		{"k1", order2, http.StatusUnprocessableEntity, false},
		{"", order1, http.StatusCreated, false},
		{"", order1, http.StatusCreated, false},
	} {
		resp, err := post(t, c, step.key, step.body)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != step.status || (resp.Header.Get(billing.ReplayHeader) == "true") != step.replayed {
			t.Errorf("key %q %s: status %d replayed %q, want %d %v", step.key, step.body, resp.StatusCode, resp.Header.Get(billing.ReplayHeader), step.status, step.replayed)
		}
	}
	if n, r, f := len(svc.Charges()), svc.Replays(), svc.Refused(); n != 3 || r != 1 || f != 1 {
		t.Errorf("ledger: %d charges, %d replays, %d refused; want 3, 1, 1", n, r, f)
	}
}

// TestFaults checks what each fault does to one request without a key.
func TestFaults(t *testing.T) {
	for _, tc := range []struct {
		fault           billing.Fault
		timeout         bool
		before, settled int // charges when the client has its answer, and once the run settles
	}{
		{billing.None, false, 1, 1},
		{billing.LostAck, true, 1, 1},
		{billing.LateCommit, true, 0, 1},
		{billing.Redelivery, false, 2, 2},
	} {
		svc := billing.NewService()
		inj := billing.NewInjector(svc, tc.fault)
		resp, err := post(t, inj.Client(), "", order1)
		if err == nil {
			resp.Body.Close()
		}
		if got := errors.Is(err, context.DeadlineExceeded); got != tc.timeout {
			t.Errorf("%s: timeout %v (%v), want %v", tc.fault, got, err, tc.timeout)
		}
		before := len(svc.Charges())
		inj.Settle()
		if settled := len(svc.Charges()); before != tc.before || settled != tc.settled {
			t.Errorf("%s: %d charges, %d settled; want %d, %d", tc.fault, before, settled, tc.before, tc.settled)
		}
	}
}

// TestLateCommitLandsAfterTheNextRequest checks that a held request lands
// once the client's next request has been answered: that request does not
// see it, the one after does.
func TestLateCommitLandsAfterTheNextRequest(t *testing.T) {
	svc := billing.NewService()
	c := billing.NewInjector(svc, billing.LateCommit).Client()
	if _, err := post(t, c, "", order1); err == nil {
		t.Fatal("want a timeout")
	}
	resp, err := c.Get("http://billing.test/charges?customer=cus_1")
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	if s := strings.TrimSpace(string(b)); s != "null" {
		t.Errorf("the read saw the late request: %s", s)
	}
	if n := len(svc.Charges()); n != 1 {
		t.Errorf("%d charges after the next request, want 1", n)
	}
}
