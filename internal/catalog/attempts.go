package catalog

// Product multiplies attempt counts: 0 if any is unknown, Unbounded if any
// has no limit.
func Product(fs []int) int {
	p := 1
	unbounded := false
	for _, f := range fs {
		switch {
		case f == 0:
			return 0
		case f == Unbounded:
			unbounded = true
		default:
			p *= f
		}
	}
	if unbounded {
		return Unbounded
	}
	return p
}

// Rank orders attempt counts by how many calls they allow: Unbounded above
// every count.
func Rank(n int) int {
	if n == Unbounded {
		return 1 << 30
	}
	return n
}
