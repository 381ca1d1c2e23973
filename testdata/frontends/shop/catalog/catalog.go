// Package catalog has no retries and no findings.
package catalog

// Item is a product.
type Item struct {
	SKU  string
	Name string
}

// Find returns the item with the given SKU.
func Find(items []Item, sku string) (Item, bool) {
	for _, it := range items {
		if it.SKU == sku {
			return it, true
		}
	}
	return Item{}, false
}
