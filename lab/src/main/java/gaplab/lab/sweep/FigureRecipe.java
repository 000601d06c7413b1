package gaplab.lab.sweep;

import java.util.List;
import java.util.Map;

/**
 * A paper's figure redrawn from sweep rows, registered by the problem it belongs to in
 * {@code META-INF/services/gaplab.lab.sweep.FigureRecipe}; the report shows every recipe of a problem.
 */
public interface FigureRecipe {

    /** The problem whose rows this recipe draws. */
    String problem();

    /**
     * The figures, or one figure with an empty svg whose caption says what the rows lack.
     * {@code provenance}: one line naming the sweep command(s) and the commit(s) that made the rows, for the
     * caption under each figure ({@link FigureRecipes#provenance}).
     */
    List<FigureRecipes.Figure> render(List<Export.Located> rows, Map<String, Integer> colors, String provenance);
}
