package analysisutil

import "sync"

// A Cache is a map that is safe for concurrent use. A helper pass's result
// is shared by every analyzer that requires it, and the driver runs those
// analyzers in parallel on the same package, so results that fill a cache
// as they are queried must use one of these rather than a bare map.
type Cache[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]V
}

// Get returns the value for k and whether it is present.
func (c *Cache[K, V]) Get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

// Put sets the value for k.
func (c *Cache[K, V]) Put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[K]V{}
	}
	c.m[k] = v
}
