package gaplab.model.grid;

/**
 * PE {@code pe}'s block: the grid points {@code x..x+w-1} × {@code y..y+h-1} (x to the right, y
 * downwards, both from 0).
 */
public record Rect(int pe, int x, int y, int w, int h) {
    public long area() { return (long) w * h; }
}
