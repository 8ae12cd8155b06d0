package battleledger.kernel.state;

import org.pcollections.PVector;
import org.pcollections.TreePVector;

import java.util.AbstractList;
import java.util.List;

/**
 * An immutable run of a persistent list, from one position to another, that shares it rather than copying it: the
 * entries a revision sets aside are the later part of the history (issue 18: setting them aside and keeping them
 * again costs what the revision changed, not the battle's length; {@link PVector#subList} removes every entry left
 * out, one by one).
 */
final class Slice<T> extends AbstractList<T> {

    private final PVector<T> base;
    private final int from;
    private final int to;

    Slice(PVector<T> base, int from, int to) {
        if (from < 0 || to > base.size() || from > to) {
            throw new IndexOutOfBoundsException(from + ".." + to + " of " + base.size());
        }
        this.base = base;
        this.from = from;
        this.to = to;
    }

    @Override
    public T get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException(index);
        }
        return base.get(from + index);
    }

    @Override
    public int size() {
        return to - from;
    }

    @Override
    public List<T> subList(int start, int end) {
        if (start < 0 || end > size() || start > end) {
            throw new IndexOutOfBoundsException(start + ".." + end + " of " + size());
        }
        return new Slice<>(base, from + start, from + end);
    }

    /** The same run as a persistent list of its own, built from the shorter of the run and what it leaves out. */
    PVector<T> vector() {
        if (size() <= base.size() - size()) {
            PVector<T> v = TreePVector.empty();
            for (int i = from; i < to; i++) {
                v = v.plus(base.get(i));
            }
            return v;
        }
        PVector<T> v = base;
        for (int i = base.size() - 1; i >= to; i--) {
            v = v.minus(i);
        }
        for (int i = 0; i < from; i++) {
            v = v.minus(0);
        }
        return v;
    }
}
