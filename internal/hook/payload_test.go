package hook

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// referencePayload is how a payload was read before splitObject: by
// json.Unmarshal alone.
func referencePayload(data []byte) (Payload, error) {
	data = bytes.TrimSpace(data)
	var p Payload
	err := json.Unmarshal(data, &p)
	return p, err
}

// sameAsUnmarshal checks that ParsePayload reads data as json.Unmarshal
// does, and that every string field reads as json.Unmarshal reads it.
func sameAsUnmarshal(t testing.TB, data []byte) {
	t.Helper()
	got, err := ParsePayload(data)
	want, wantErr := referencePayload(data)
	if len(bytes.TrimSpace(data)) == 0 {
		if err == nil {
			t.Fatalf("%q: empty input read as a payload", data)
		}
		return
	}
	if (err != nil) != (wantErr != nil) {
		t.Fatalf("%q: error %v, json.Unmarshal's %v", data, err, wantErr)
	}
	if err != nil {
		if want := "not a hook event: " + DescribeJSONError(wantErr); err.Error() != want {
			t.Fatalf("%q: error %q, want %q", data, err, want)
		}
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n got %q\nwant %q", data, got, want)
	}
	for key, v := range want {
		var s string
		_ = json.Unmarshal(v, &s)
		if g := got.String(key); g != s {
			t.Fatalf("%q: String(%q) = %q, json.Unmarshal reads %q", data, key, g, s)
		}
	}
}

// Every real payload in the adapters' testdata, and the edge cases of
// JSON, read as json.Unmarshal reads them.
func TestParsePayloadAsUnmarshal(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "host", "*", "testdata", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob(filepath.Join("..", "host", "*", "testdata", "*", "*.json"))
	files = append(files, more...)
	if len(files) < 20 {
		t.Fatalf("only %d payloads found", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sameAsUnmarshal(t, data)
		if data := bytes.TrimSpace(data); data[0] != '{' {
			continue // not a payload (the plugin list)
		}
		if _, ok := splitObject(bytes.TrimSpace(data)); !ok {
			t.Errorf("%s: left to json.Unmarshal", f)
		}
	}
	for _, data := range []string{
		`{}`, ` { } `, `{"a":1}`, `{"a" : "b" , "c":[1,{"d":"}"}],"e":{"f":[]}}`, `{"a":"x","a":"y"}`,
		`{"a":-1.5e+3,"b":true,"c":false,"d":null}`, `{"a":"quote \" and \\ and \u00e9 and \n"}`,
		`{"k\u0041":1}`, `{"k\"q":1}`, `{"é":"é"}`, "{\"bad \xff\":1}", "{\"a\":\"bad \xff\"}",
		"{\"a\":\"tab\there\"}", `{"a":"ok"} `, "{\"a\":\"ok\"}\n", `{"a":}`, `{"a":1,}`, `{"a" 1}`, `{"a":1`,
		`[]`, `"s"`, `null`, `1`, `{"a":1} {"b":2}`, `{"a":"ctrl\u0001"}`, `{"a":"\ud800"}`, `{"a":"x/y"}`,
		` `, ``, `{"a":[[[[]]]],"b":"]"}`, `{"a":"\\"}`, `{"tool_input":{"command":"echo \"}\""},"x":"y"}`,
	} {
		sameAsUnmarshal(t, []byte(data))
	}
}

func FuzzParsePayload(f *testing.F) {
	f.Add([]byte(`{"hook_event_name":"Stop","a":[1,{"b":"c\"}"}],"d":null}`))
	f.Add([]byte(`{"k\u0041":"\u00e9"}`))
	f.Fuzz(func(t *testing.T, data []byte) { sameAsUnmarshal(t, data) })
}
