package install

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"testing"
)

// The FIPS 180-4 examples, then every length across the padding's edges
// and several blocks, written whole and in pieces, against crypto/sha256.
func TestDigestIsSHA256(t *testing.T) {
	for in, want := range map[string]string{
		"":    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
		"abc": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
		"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq": "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
	} {
		got := sum256([]byte(in))
		if hex.EncodeToString(got[:]) != want {
			t.Errorf("sum256(%q) = %x, want %s", in, got, want)
		}
	}
	data := make([]byte, 300)
	for i := range data {
		data[i] = byte(i*7 + 3)
	}
	for n := 0; n <= len(data); n++ {
		want := sha256.Sum256(data[:n])
		if got := sum256(data[:n]); got != want {
			t.Fatalf("length %d: %x, want %x", n, got, want)
		}
		for _, piece := range []int{1, 3, 63, 64, 65} {
			d := newDigest()
			for p := data[:n]; len(p) > 0; {
				k := min(piece, len(p))
				d.Write(p[:k])
				p = p[k:]
			}
			if got := d.Sum(nil); !bytes.Equal(got, want[:]) {
				t.Fatalf("length %d in pieces of %d: %x, want %x", n, piece, got, want)
			}
		}
	}
}

// Sum leaves the digest as it was: more data goes on from where it stood.
func TestDigestSumThenWrite(t *testing.T) {
	d := newDigest()
	d.Write([]byte("hello, "))
	prefix := d.Sum([]byte("keep"))
	d.Write([]byte("world"))
	want := sha256.Sum256([]byte("hello, world"))
	if got := d.Sum(nil); !bytes.Equal(got, want[:]) {
		t.Errorf("after Sum and Write: %x, want %x", got, want)
	}
	wantPrefix := sha256.Sum256([]byte("hello, "))
	if !bytes.Equal(prefix, append([]byte("keep"), wantPrefix[:]...)) {
		t.Errorf("Sum(b) = %x, want b then %x", prefix, wantPrefix)
	}
}

func FuzzDigestIsSHA256(f *testing.F) {
	f.Add([]byte(""), 1)
	f.Add([]byte("abc"), 2)
	f.Add(bytes.Repeat([]byte{0xff}, 200), 64)
	f.Fuzz(func(t *testing.T, data []byte, piece int) {
		if piece <= 0 {
			piece = 1
		}
		d := newDigest()
		for p := data; len(p) > 0; {
			k := min(piece, len(p))
			d.Write(p[:k])
			p = p[k:]
		}
		want := sha256.Sum256(data)
		if got := d.Sum(nil); !bytes.Equal(got, want[:]) {
			t.Errorf("%x (pieces of %d): %x, want %x", data, piece, got, want)
		}
	})
}
