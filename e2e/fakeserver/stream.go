package fakeserver

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// WriteJSON answers with one JSON document.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// Stream starts a server-sent-events answer and returns the function that
// writes one event: "event: <name>" and its data, or the data alone when
// name is "" (Chat Completions names no events). A string is sent as it is
// ("[DONE]"); anything else as JSON.
func Stream(w http.ResponseWriter) func(name string, data any) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	return func(name string, data any) {
		var payload []byte
		if s, ok := data.(string); ok {
			payload = []byte(s)
		} else {
			payload, _ = json.Marshal(data)
		}
		if name != "" {
			fmt.Fprintf(w, "event: %s\n", name)
		}
		fmt.Fprintf(w, "data: %s\n\n", payload)
		if f, ok := w.(http.Flusher); ok {
			f.Flush()
		}
	}
}

// Split cuts s into two deltas at a rune boundary, as a real stream sends a
// block in pieces; the client must join them.
func Split(s string) []string {
	if len(s) < 2 {
		return []string{s}
	}
	mid := len(s) / 2
	for mid < len(s) && s[mid]&0xC0 == 0x80 {
		mid++
	}
	if mid >= len(s) {
		return []string{s}
	}
	return []string{s[:mid], s[mid:]}
}
