package db

import (
	"context"
	"database/sql"
	"log/slog"
)

// Store runs the catalogue's queries.
type Store struct {
	db  *sql.DB
	log *slog.Logger
}

// Product is one row of the products table.
type Product struct {
	ID    int64
	Name  string
	Price int64
}

// Search finds products whose name contains term.
func (s *Store) Search(ctx context.Context, term string) ([]Product, error) {
	s.log.Info("search", "term", term)
	rows, err := s.db.QueryContext(ctx, s.searchSQL(term))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Product
	for rows.Next() {
		var p Product
		if err := rows.Scan(&p.ID, &p.Name, &p.Price); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func (s *Store) searchSQL(term string) string {
	return "SELECT id, name, price FROM products WHERE name LIKE '%" + term + "%'"
}
