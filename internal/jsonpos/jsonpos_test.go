package jsonpos

import (
	"errors"
	"testing"
)

func TestDecode(t *testing.T) {
	src := []byte("{\n  \"a\": [1, \"x\", true, null],\n  \"b\": {\"c\": 2},\n  \"a\": \"last\"\n}")
	n, end, err := Decode(src, false)
	if err != nil || end != len(src) {
		t.Fatalf("%v %d", err, end)
	}
	a, off, ok := n.Field("a")
	if !ok || a.Kind != String || a.Str != "last" || src[off] != '"' || off != 50 {
		t.Fatalf("duplicate key: %+v at %d", a, off)
	}
	b, _ := n.Get("b")
	c, _ := b.Get("c")
	if c.Kind != Number || c.Str != "2" || src[c.Off] != '2' {
		t.Fatalf("nested: %+v", c)
	}
	arr := n.Vals[0]
	if len(arr.Items) != 4 || arr.Items[2].Kind != Bool || !arr.Items[2].Bool || arr.Items[3].Kind != Null || arr.Items[1].KindName() != "a string" {
		t.Fatalf("array: %+v", arr.Items)
	}
	if _, ok := arr.Get("x"); ok {
		t.Fatal("Get on an array")
	}
}

func TestDecodeErrors(t *testing.T) {
	if _, _, err := Decode([]byte(`{"a":1} x`), false); !errors.Is(err, ErrTrailing) {
		t.Fatalf("trailing: %v", err)
	}
	if _, end, err := Decode([]byte(`{"a":1} x`), true); err != nil || end != 7 {
		t.Fatalf("trailing allowed: %v %d", err, end)
	}
	deep := make([]byte, 0, 200)
	for i := 0; i < 100; i++ {
		deep = append(deep, '[')
	}
	if _, _, err := Decode(deep, false); err == nil {
		t.Fatal("deep nesting decoded")
	}
	if _, _, err := Decode([]byte(`{"a":`), false); err == nil {
		t.Fatal("truncated decoded")
	}
}
