package lexicon

import (
	"regexp"
	"strings"
)

// A struct field whose name is no key name (KeyFieldNames) may still hold
// one: an event's or a message's id that the API deduplicates by. Only its
// documentation can say so, and it counts only when it says so in so many
// words, in the field's own comment or in its type's (naming the field):
//
//	// Event ID is the idempotency key for the event
//	// MessageID identifies the message; receivers deduplicate notifications by it.
//	// Receivers deduplicate alerts by their Fingerprint.
//
// A clause that denies it ("it is not a deduplication key") outweighs any
// other. A bare ID (ID, Id, a JSON name "id") is never taken as a key by
// its documentation: it is most often the resource's own id, which a
// create of something new does not carry.

// docKeyPhrases are the phrases that say a field holds an idempotency or
// deduplication key, matched against one clause of a comment in lower
// case with its white space collapsed.
var docKeyPhrases = []*regexp.Regexp{
	regexp.MustCompile(`\bidempoten(cy|t)[ -]?(key|token|id|identifier)\b`),
	regexp.MustCompile(`\bde-?dup(e|lication)?[ -]?(key|token|id|identifier)\b`),
	regexp.MustCompile(`\b(for|ensures?|provides?|guarantees?|enables?) (idempotency|idempotent (requests?|retries|delivery)|deduplication|de-?duping)\b`),
	regexp.MustCompile(`\bused (for|to|in) (idempotency|de-?dup\w*)\b`),
	regexp.MustCompile(`\bde-?dup(e|licate)[sd]? (\w+ ){0,3}?(by|on|using|with)\b`),
}

// docKeyDenial is a clause that says a field is not, or not always, a key.
var docKeyDenial = regexp.MustCompile(`\b(not|never|no|nor|neither|without)\b|n't\b`)

// DocSaysKey reports whether the comment text says that the field it
// documents holds an idempotency or deduplication key. With a non-empty
// name (a type's comment), only a clause that names the field, by its Go
// name or its JSON name, counts for it.
func DocSaysKey(text string, names ...string) bool {
	low := strings.ToLower(text)
	if !strings.Contains(low, "idempoten") && !strings.Contains(low, "dedup") && !strings.Contains(low, "de-dup") {
		return false
	}
	said := false
	for _, c := range docClauses(text) {
		lc := strings.ToLower(c)
		if !matchesAny(lc) {
			continue
		}
		if len(names) > 0 && !namesAny(c, names) {
			continue
		}
		if docKeyDenial.MatchString(lc) {
			return false
		}
		said = true
	}
	return said
}

// IsBareID reports whether a field, by its Go name and JSON name, is a
// bare id, which documentation does not make a key.
func IsBareID(name, jsonName string) bool {
	return strings.EqualFold(name, "id") || strings.EqualFold(jsonName, "id")
}

func matchesAny(s string) bool {
	for _, re := range docKeyPhrases {
		if re.MatchString(s) {
			return true
		}
	}
	return false
}

// namesAny reports whether the clause c names one of names as a word.
func namesAny(c string, names []string) bool {
	for _, n := range names {
		if n == "" {
			continue
		}
		for i := 0; ; {
			j := strings.Index(c[i:], n)
			if j < 0 {
				break
			}
			j += i
			end := j + len(n)
			if (j == 0 || !isWordByte(c[j-1])) && (end == len(c) || !isWordByte(c[end])) {
				return true
			}
			i = end
		}
	}
	return false
}

func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// docClauses splits a comment into clauses: at the ends of sentences and
// at semicolons, with white space collapsed.
func docClauses(text string) []string {
	text = strings.Join(strings.Fields(text), " ")
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ';':
		case '.', '!', '?':
			if i+1 < len(text) && text[i+1] != ' ' {
				continue // a dotted name: msg.ID
			}
		default:
			continue
		}
		if s := strings.TrimSpace(text[start:i]); s != "" {
			out = append(out, s)
		}
		start = i + 1
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}
