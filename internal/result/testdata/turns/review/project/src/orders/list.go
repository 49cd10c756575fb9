package orders

import (
	"context"
	"database/sql"
)

// Order is one order with its lines.
type Order struct {
	ID    int64
	Lines []Line
}

// Line is one product of an order.
type Line struct {
	ProductID int64
	Quantity  int
}

// List loads the orders of a customer with their lines.
func List(ctx context.Context, db *sql.DB, customer int64) ([]Order, error) {
	rows, err := db.QueryContext(ctx, "SELECT id FROM orders WHERE customer = ?", customer)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID); err != nil {
			return nil, err
		}
		lines, err := db.QueryContext(ctx, "SELECT product, quantity FROM order_lines WHERE order_id = ?", o.ID)
		if err != nil {
			return nil, err
		}
		for lines.Next() {
			var l Line
			if err := lines.Scan(&l.ProductID, &l.Quantity); err != nil {
				lines.Close()
				return nil, err
			}
			o.Lines = append(o.Lines, l)
		}
		lines.Close()
		out = append(out, o)
	}
	return out, rows.Err()
}
