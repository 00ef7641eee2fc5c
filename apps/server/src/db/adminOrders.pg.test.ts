// The order search's pages on real PostgreSQL (the server-pg project).
import './adminOrders.unit.test';
