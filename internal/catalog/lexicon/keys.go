package lexicon

import (
	"reflect"
	"strings"
)

// The names of key slots: struct fields, JSON body members and parameters
// that hold an idempotency key.

// KeyFieldNames are struct field names that hold an idempotency key: the
// SDKs' own (stripe-go Params.IdempotencyKey, aws-sdk-go-v2 ClientToken,
// SQS MessageDeduplicationId) and the names user code gives them.
var KeyFieldNames = map[string]bool{
	"IdempotencyKey":         true,
	"IdempotencyToken":       true,
	"IdempotentKey":          true,
	"ClientToken":            true,
	"ClientRequestToken":     true,
	"ClientRequestId":        true,
	"DeduplicationId":        true,
	"DeduplicationID":        true,
	"MessageDeduplicationId": true,
	"DedupKey":               true,
	"DedupeKey":              true,
	"DeduplicationKey":       true,
	"UniquenessKey":          true,
}

// IsKeyMapKey reports whether a string key of a request body built as a
// map names a key slot: a KeyFieldNames name in any case, with or without
// separators ("ClientToken", "client_token", "idempotency_key",
// "dedup_key"), as the Alibaba, Tencent and Baidu Cloud RPC bodies and JSON
// bodies spell them.
func IsKeyMapKey(k string) bool {
	return keyMapKeys[strings.ToLower(keySeparators.Replace(k))]
}

// keySeparators drops the separators of a key's name, made once: a
// Replacer builds its tables on first use.
var keySeparators = strings.NewReplacer("_", "", "-", "")

// IsKeyJSONField reports whether a struct field, by name and tag, holds an
// idempotency key in a JSON body: a KeyFieldNames name, unless its JSON name
// says otherwise, or a JSON name that spells one ("idempotency_key",
// "idempotencyKey", "client_token").
func IsKeyJSONField(name, tag string) bool {
	jn, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	switch jn {
	case "-":
		return false
	case "":
		return KeyFieldNames[name]
	}
	return IsKeyMapKey(jn)
}

// DedupBodyKeys are JSON names of body fields that receivers deduplicate
// by, named so only in a body (a map key or a json tag), not as Go field
// names: Alertmanager's webhook payload "groupKey" (its documentation:
// "key identifying the group of alerts (e.g. to deduplicate)"), which
// incident.io's Alertmanager source reads too, and VictorOps' (Splunk
// On-Call's) REST "entity_id", by which alerts of one incident are one.
var DedupBodyKeys = []string{"groupKey", "entity_id"}

var keyMapKeys = func() map[string]bool {
	m := map[string]bool{}
	for k, ok := range KeyFieldNames {
		if ok {
			m[strings.ToLower(k)] = true
		}
	}
	for _, k := range DedupBodyKeys {
		m[strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k))] = true
	}
	return m
}()

// IsKeyParamName reports whether a parameter or variable name says it holds
// an idempotency key: idempotencyKey, idemKey, clientToken, dedupID...
func IsKeyParamName(name string) bool {
	n := strings.ToLower(strings.ReplaceAll(name, "_", ""))
	switch {
	case strings.Contains(n, "idempoten"),
		strings.HasPrefix(n, "idemkey"),
		n == "clienttoken", n == "clientrequesttoken",
		strings.HasPrefix(n, "dedup"), strings.HasPrefix(n, "deduplication"):
		return true
	}
	return false
}
