package ledger

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"testing"
	"time"
)

// fill sets every exported field reachable from v (settable) to a value
// that is not its zero, by kind, recursively: strings (named string types
// too) and numbers that differ per field and per seed, true, a time,
// slices of one to three filled elements, maps of two entries, nested
// structs and pointers. A kind it does not know fails the test: a field
// of a new kind must be taught here, and to the hand codecs.
func fill(t *testing.T, v reflect.Value, path string, seed int) {
	t.Helper()
	if v.Type() == reflect.TypeFor[time.Time]() {
		at := time.Date(2026, 11, 22, 10, seed%60, len(path)%60, 123456789+seed, time.FixedZone("z", 3600*(seed%5)))
		v.Set(reflect.ValueOf(at))
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(fmt.Sprintf("%s#%d %s", path, seed, hostile[seed%len(hostile)]))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(seed*7 + len(path) + 1))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(seed*7 + len(path) + 1))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(seed) + 0.5)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(t, v.Elem(), path+"*", seed)
	case reflect.Slice:
		n := 1 + seed%3
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := range n {
			fill(t, s.Index(i), path+"["+strconv.Itoa(i)+"]", seed+i)
		}
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		for i := range 2 {
			k := reflect.New(v.Type().Key()).Elem()
			fill(t, k, path+"{key"+strconv.Itoa(i)+"}", seed+i)
			e := reflect.New(v.Type().Elem()).Elem()
			fill(t, e, path+"{"+strconv.Itoa(i)+"}", seed+i)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				fill(t, v.Field(i), path+"."+f.Name, seed+i)
			}
		}
	default:
		t.Fatalf("%s: fill does not know the kind %s (%s): teach it, and the ledger's hand codecs", path, v.Kind(), v.Type())
	}
}

// zeroFields lists the exported fields reachable from v that are zero.
func zeroFields(v reflect.Value, path string) (zero []string) {
	if v.IsZero() {
		return []string{path}
	}
	switch v.Kind() {
	case reflect.Pointer:
		return zeroFields(v.Elem(), path+"*")
	case reflect.Slice:
		for i := range v.Len() {
			zero = append(zero, zeroFields(v.Index(i), path+"["+strconv.Itoa(i)+"]")...)
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			zero = append(zero, zeroFields(it.Value(), path+"{"+fmt.Sprint(it.Key())+"}")...)
		}
	case reflect.Struct:
		if v.Type() == reflect.TypeFor[time.Time]() {
			return nil
		}
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				zero = append(zero, zeroFields(v.Field(i), path+"."+f.Name)...)
			}
		}
	}
	return zero
}

// Every field of every type a record holds (Record, Round, the envelope's
// Request, AskInput, Question, Option, and whatever is added to them), filled
// by reflection, is written by the hand encoder as encoding/json writes it,
// and read by the hand reader (not left to json.Unmarshal) to what
// json.Unmarshal reads: a field the hand codecs do not know fails here
// instead of being lost.
func TestRecordJSONEveryFieldBothWays(t *testing.T) {
	for seed := range 2 * len(hostile) {
		var r Record
		fill(t, reflect.ValueOf(&r).Elem(), "Record", seed)
		if zero := zeroFields(reflect.ValueOf(r), "Record"); len(zero) > 0 {
			t.Fatalf("seed %d: fields left zero: %v", seed, zero)
		}
		want := reflectEncode(t, &r)
		got, err := encodeJSON(&r)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("seed %d: hand-encoded\n%s\nencoding/json\n%s", seed, got, want)
		}
		var theirs Record
		if err := json.Unmarshal(want, &theirs); err != nil {
			t.Fatal(err)
		}
		d := recordReader{b: want}
		var ours Record
		if !d.record(&ours) {
			t.Fatalf("seed %d: the hand reader left this record to json.Unmarshal:\n%s", seed, want)
		}
		if !reflect.DeepEqual(ours, theirs) {
			t.Fatalf("seed %d: the hand reader read\n%+v\nencoding/json\n%+v", seed, ours, theirs)
		}
		// Written again, the record read back comes out of both encoders
		// alike (invalid UTF-8, stored as \ufffd escapes, now reads as
		// U+FFFD itself).
		again, err := encodeJSON(&ours)
		if err != nil {
			t.Fatal(err)
		}
		if want := reflectEncode(t, &ours); !bytes.Equal(again, want) {
			t.Fatalf("seed %d: read back and hand-encoded\n%s\nencoding/json\n%s", seed, again, want)
		}
	}
}
