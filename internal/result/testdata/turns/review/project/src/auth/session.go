package auth

import (
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"time"
)

// Session is one signed-in user.
type Session struct {
	UserID  int64
	Token   string
	Expires time.Time
}

// NewSession starts a session for the user.
func NewSession(userID int64, log *slog.Logger) (*Session, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return nil, err
	}
	s := &Session{UserID: userID, Token: hex.EncodeToString(buf), Expires: time.Now().Add(12 * time.Hour)}
	log.Info("session started", "user", userID, "token", s.Token)
	return s, nil
}

// SetCookie hands the session to the browser.
func (s *Session) SetCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: "session", Value: s.Token, Expires: s.Expires, HttpOnly: true})
}
