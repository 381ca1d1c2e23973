package analysisutil

import "sync"

// A Memo remembers, for each key, the value a function computed for it:
// the passes' caches of what they looked up about a callee. Safe for
// concurrent use (analyzers query a pass's result in parallel); the zero
// value is empty and ready.
type Memo[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]V
}

// Get returns the value for k, computing it with f the first time. f runs
// without the lock held, so that it may consult other memos; two callers
// that miss at once both compute, and the value stored last is kept, which
// is the same value for a pure f.
func (m *Memo[K, V]) Get(k K, f func() V) V {
	m.mu.Lock()
	v, ok := m.m[k]
	m.mu.Unlock()
	if ok {
		return v
	}
	v = f()
	m.mu.Lock()
	if m.m == nil {
		m.m = map[K]V{}
	}
	m.m[k] = v
	m.mu.Unlock()
	return v
}
