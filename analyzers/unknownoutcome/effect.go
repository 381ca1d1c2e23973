package unknownoutcome

// How messages name what a write does: its effect's noun and verbs.

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"
	"unicode"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/writes"
)

// effect names what the write does, for messages: the noun, and the verb
// in the past participle and the present ("the email", "sent", "sends").
func effect(w writes.Write) (noun, past, present string) {
	name := w.Desc
	if len(w.Via) > 0 && !w.NoKeyEvidence {
		name = w.Via[len(w.Via)-1]
	} else if len(w.Via) > 0 {
		name = w.Via[0] // a raw POST says less than the wrapper's name: PostMessage
	}
	// A description's note in parentheses: the method, and the path segment
	// of a request that creates by GET ("Client.Do (GET sendMessage)"),
	// which names the effect better than the call does.
	if before, note, ok := strings.Cut(name, " ("); ok {
		name = before
		fields := strings.Fields(strings.TrimSuffix(note, ")"))
		if len(fields) > 0 && lexicon.IsCreatingSegment(fields[len(fields)-1]) {
			seg := fields[len(fields)-1]
			name = strings.ToUpper(seg[:1]) + seg[1:]
		}
	}
	if noun, past, present, ok := serviceEffect(name); ok {
		return noun, past, present
	}
	name = name[strings.LastIndex(name, ".")+1:]
	if w.SDK.Record().SMTP || strings.Contains(name, "Mail") {
		return "the email", "sent", "sends"
	}
	// SendWithContext and SendContext are Send.
	name = strings.TrimSuffix(strings.TrimSuffix(name, "WithContext"), "Context")
	for _, v := range lexicon.CreatingVerbs {
		if rest, ok := strings.CutPrefix(name, v.Verb); ok && (rest == "" || unicode.IsUpper(rune(rest[0]))) {
			if rest == "" || v.Verb == "Post" && bodyFormats[rest] {
				return v.Noun, v.Past, v.Present // PostJSON posts a request
			}
			return "the " + splitWords(rest), v.Past, v.Present
		}
	}
	// The verb after what it acts on: ChannelMessageSend, ChannelMessageSendComplex.
	words := strings.Fields(splitWords(name))
	for _, v := range lexicon.CreatingVerbs {
		if i := slices.Index(words, strings.ToLower(v.Verb)); i > 0 {
			return "the " + strings.Join(words[:i], " "), v.Past, v.Present
		}
	}
	return "the write", "carried out", "sends"
}

// serviceEffect names the effect of a generated SDK's create, a bare verb
// on a service type that names the resource (openai-go's FileService.New,
// anthropic-sdk-go's MessageBatchService.New and BetaFileService.Upload,
// go-atlassian's CommentADFService.Add):
// the resource, without the Beta or organization prefix of the service.
func serviceEffect(name string) (noun, past, present string, ok bool) {
	recv, method, found := strings.Cut(name[strings.LastIndex(name, " ")+1:], ".")
	resource, service := strings.CutSuffix(recv, lexicon.ServiceNames.Suffix)
	if !found || !service || resource == "" {
		return "", "", "", false
	}
	for _, p := range lexicon.ServiceNames.Prefixes {
		if r, ok := strings.CutPrefix(resource, p); ok && r != "" {
			resource = r
		}
	}
	// go-atlassian's services are named for the body's format too.
	for _, f := range lexicon.ServiceNames.Formats {
		if r, ok := strings.CutSuffix(resource, f); ok && r != "" {
			resource = r
		}
	}
	v, ok := lexicon.ServiceVerb(method)
	if !ok {
		return "", "", "", false
	}
	return "the " + splitWords(resource), v.Past, v.Present, true
}

// splitWords turns "ChatMessage" into "chat message".
// bodyFormats name what a request helper posts as, not what it makes:
// PostJSON, PostText, PostForm.
var bodyFormats = map[string]bool{"JSON": true, "Json": true, "Text": true, "Form": true, "XML": true, "Xml": true, "Body": true}

func splitWords(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		// A word starts at a capital after a small letter, or at the last
		// capital of an acronym before a small letter: HTTPRequest is
		// "http request", JSON is "json".
		if i > 0 && unicode.IsUpper(r) && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
			b.WriteByte(' ')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// lastType is the type of the last value of e: of its last result when e
// is a call that returns several (return W(...) with W's value and error).
func (c *checker) lastType(e ast.Expr) types.Type {
	t := c.pass.TypesInfo.TypeOf(e)
	if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
		return tuple.At(tuple.Len() - 1).Type()
	}
	return t
}

// writeName is how messages name the write call: its description, or the
// callee's name.
func (c *checker) writeName(call *ast.CallExpr, w writes.Write) string {
	if w.Desc != "" {
		return w.Desc
	}
	return analysisutil.CalleeName(c.pass.TypesInfo, call)
}
