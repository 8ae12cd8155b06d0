package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;

import java.util.ArrayList;
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
public record History(List<Entry> entries, int current, List<Entry> setAside) {

    public static final History EMPTY = new History(List.of(), 0);

    public History {
        entries = List.copyOf(entries);
        setAside = List.copyOf(setAside);
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
        List<Entry> next = new ArrayList<>(entries.size() + 1);
        int at = 0;
        while (at < entries.size() && entries.get(at).origin() < e.origin()) {
            at++;
        }
        next.addAll(entries.subList(0, at));
        next.add(e);
        for (int i = at; i < entries.size(); i++) {
            if (entries.get(i).origin() != e.origin()) {
                next.add(entries.get(i));
            }
        }
        return new History(next, e.origin(), setAside);
    }

    History join(EncounterEvent e) {
        int p = positionOf(current);
        if (p < 0) {
            return this;
        }
        List<Entry> next = new ArrayList<>(entries);
        next.set(p, entries.get(p).with(e));
        return new History(next, current, setAside);
    }

    /** Without the commands at or after {@code origin} that would be decided again there. */
    History without(int origin) {
        return new History(entries.stream().filter(e -> e.origin() < origin || retroactive(e)).toList(), current,
                entries.stream().filter(e -> e.origin() >= origin && !retroactive(e)).toList());
    }

    public History remove(int origin) {
        return new History(entries.stream().filter(e -> e.origin() != origin).toList(), current, setAside);
    }

    /** The entries set aside by this step's revision first decided in steps {@code from} to {@code to}, in order. */
    List<Entry> setAside(int from, int to) {
        return setAside.stream().filter(e -> e.origin() >= from && e.origin() <= to).toList();
    }

    /** With the set-aside entries of steps {@code from} to {@code to} back in effect, as they were. */
    History keep(int from, int to) {
        List<Entry> next = new ArrayList<>(entries);
        for (Entry e : setAside(from, to)) {
            int at = 0;
            while (at < next.size() && next.get(at).origin() < e.origin()) {
                at++;
            }
            if (at < next.size() && next.get(at).origin() == e.origin()) {
                continue;
            }
            next.add(at, e);
        }
        return new History(next, current, setAside);
    }

    /** Done with a revision's set-aside entries (a new step begins). */
    History settled() {
        return setAside.isEmpty() ? this : new History(entries, current);
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
