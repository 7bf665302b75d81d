import './floor.css';

export default function FloorLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
