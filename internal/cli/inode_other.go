//go:build !unix

package cli

import "os"

// inode is 0 where the system gives no inode number.
func inode(os.FileInfo) uint64 { return 0 }
