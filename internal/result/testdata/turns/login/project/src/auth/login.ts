import jwt from 'jsonwebtoken';
import { audit } from '../audit';
import { SECRET } from '../config';

export interface User {
  id: string;
  email: string;
}

export function login(user: User): string {
  const payload = { sub: user.id, email: user.email };
  const token = jwt.sign(payload, SECRET, { expiresIn: '1h' });
  audit.log('login', user.id);
  return token;
}

export function verify(token: string): User | null {
  try {
    return jwt.verify(token, SECRET) as User;
  } catch {
    return null;
  }
}
