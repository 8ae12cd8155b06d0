package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;

import org.pcollections.PVector;

import java.util.List;

/**
 * The commands in effect, in the order of the steps they were first decided in (their origin); the battle is the
 * fold of their events in that order. Events join the entry most recently begun ({@code current}).
 *
 * <p>A ruling that overrides a past roll is retroactive: it stays in effect, as data, until revoked, and the
 * commands from its target step on are decided again with it. Every other command is decided again when what came
 * before it changes.
 *
 * <p>{@code setAside} holds, during a revision's step, the entries it took out to decide again: those that come out
 * the same are put back as they were ({@link #keep}) rather than recorded again.
 */
public record History(List<Entry> entries, int current, List<Entry> setAside, Revised revised) {

    public static final History EMPTY = new History(List.of(), 0);

    /**
     * What the history was, and the battle it gave, just before this step's revision set entries aside: how a run of
     * kept entries that ends the battle is known to leave it as it was, without folding them again (issue 18).
     */
    public record Revised(List<Entry> entries, Battle battle) {
    }

    public History {
        // persistent lists: a new entry or event shares every other entry rather than copying them (issue 18)
        entries = Timeline.vector(entries);
        setAside = setAside instanceof Slice<Entry> ? setAside : Timeline.vector(setAside);
    }

    public History(List<Entry> entries, int current, List<Entry> setAside) {
        this(entries, current, setAside, null);
    }

    public History(List<Entry> entries, int current) {
        this(entries, current, List.of());
    }

    /** Where the entry first decided in {@code origin} stands, or -1. */
    public int positionOf(int origin) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i).origin() == origin) {
                return i;
            }
        }
        return -1;
    }

    public Entry entry(int origin) {
        int p = positionOf(origin);
        return p < 0 ? null : entries.get(p);
    }

    /**
     * A ruling about the past (an overridden roll), or dice submitted for a waiting step: kept in effect, never
     * decided again as a command.
     */
    public static boolean retroactive(Entry e) {
        return e.accepted() instanceof RollOverridden
                || e.accepted() instanceof battleledger.kernel.event.DiceEvent.DiceSubmitted;
    }

    /** The step from which a ruling changes the battle: an override's target step, or the ruling's own step. */
    public static int effectPoint(Entry ruling) {
        return ruling.accepted() instanceof RollOverridden o ? o.targetStep() : ruling.origin();
    }

    /** The commands at or after {@code origin} that a change there decides again, in order. */
    public List<Entry> decidedAgainFrom(int origin) {
        return entries.stream().filter(e -> e.origin() >= origin && !retroactive(e)).toList();
    }

    History begin(Entry e) {
        // entries stand in the order of their origins, each origin once: the new one goes before the first entry not
        // before it, in the place of an entry of the same origin (most often at the end: looked for from there)
        PVector<Entry> next = (PVector<Entry>) entries;
        int at = insertionPoint(next, e.origin());
        while (at < next.size() && next.get(at).origin() == e.origin()) {
            next = next.minus(at);
        }
        return new History(next.plus(at, e), e.origin(), setAside, revised);
    }

    /** The position of the first entry whose origin is not before {@code origin}. */
    private static int insertionPoint(List<Entry> entries, int origin) {
        int at = entries.size();
        while (at > 0 && entries.get(at - 1).origin() >= origin) {
            at--;
        }
        return at;
    }

    History join(EncounterEvent e, List<EncounterEvent> step) {
        int p = positionOf(current);
        if (p < 0) {
            return this;
        }
        PVector<Entry> next = (PVector<Entry>) entries;
        return new History(next.with(p, entries.get(p).with(e, step)), current, setAside, revised);
    }

    /** Without the commands at or after {@code origin} that would be decided again there. */
    History without(int origin) {
        // the entries stand in the order of their origins: those before it stay, the rest are set aside (rulings about
        // the past excepted), both shared with this history rather than copied
        PVector<Entry> all = (PVector<Entry>) entries;
        int at = firstAtOrAfter(all, origin);
        PVector<Entry> before = new Slice<>(all, 0, at).vector();
        List<Entry> after = new Slice<>(all, at, all.size());
        if (after.stream().noneMatch(History::retroactive)) {
            return new History(before, current, after, revised);
        }
        return new History(before.plusAll(after.stream().filter(History::retroactive).toList()), current,
                after.stream().filter(e -> !retroactive(e)).toList(), revised);
    }

    /** About to be revised: remembers these entries and the battle they gave ({@link Revised}). */
    History revising(Battle battle) {
        return new History(entries, current, setAside, new Revised(entries, battle));
    }

    public History remove(int origin) {
        return new History(entries.stream().filter(e -> e.origin() != origin).toList(), current, setAside, revised);
    }

    /** The entries set aside by this step's revision first decided in steps {@code from} to {@code to}, in order. */
    List<Entry> setAside(int from, int to) {
        int first = firstAtOrAfter(setAside, from);
        int end = Math.max(first, firstAtOrAfter(setAside, to + 1));
        return setAside instanceof PVector<Entry> v ? new Slice<>(v, first, end) : setAside.subList(first, end);
    }

    /** The position of the first of these entries (in the order of their origins) first decided at or after a step. */
    static int firstAtOrAfter(List<Entry> entries, int origin) {
        int low = 0;
        int high = entries.size();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (entries.get(mid).origin() < origin) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** With the set-aside entries of steps {@code from} to {@code to} back in effect, as they were. */
    History keep(int from, int to) {
        PVector<Entry> next = (PVector<Entry>) entries;
        List<Entry> run = setAside(from, to);
        int at = firstAtOrAfter(next, from);
        if (!run.isEmpty() && (at == next.size() || next.get(at).origin() > to) && next.size() <= run.size()) {
            // the run goes back in one piece, and is the larger part: the entries before and after it are added to it
            PVector<Entry> joined = Timeline.vector(run);
            for (int i = at - 1; i >= 0; i--) {
                joined = joined.plus(0, next.get(i));
            }
            for (int i = at; i < next.size(); i++) {
                joined = joined.plus(next.get(i));
            }
            return new History(joined, current, setAside, revised);
        }
        for (Entry e : run) {
            int place = insertionPoint(next, e.origin());
            if (place < next.size() && next.get(place).origin() == e.origin()) {
                continue;
            }
            next = next.plus(place, e);
        }
        return new History(next, current, setAside, revised);
    }

    /** Done with a revision's set-aside entries (a new step begins). */
    History settled() {
        return setAside.isEmpty() && revised == null ? this : new History(entries, current);
    }

    /** The battle these entries give. */
    public Battle fold() {
        Battle b = Battle.EMPTY;
        for (Entry e : entries) {
            for (EncounterEvent event : e.events()) {
                b = BattleFold.apply(b, event);
            }
        }
        return b;
    }
}
