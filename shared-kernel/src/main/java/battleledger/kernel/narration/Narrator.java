package battleledger.kernel.narration;

import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.OutcomeEvent.RoundStarted;
import battleledger.kernel.event.OutcomeEvent.TurnStarted;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.List;
import java.util.function.BiFunction;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Tells each event in one line, for the log: names instead of ids, the dice and modifiers of every roll, and the
 * rule that applied. It reads the battle as it was just before the event.
 */
public final class Narrator {

    private static final Map<Class<?>, BiFunction<Battle, EncounterEvent, Line>> LINES = new HashMap<>();

    private static <E extends EncounterEvent> void on(Class<E> type, BiFunction<Battle, E, Line> f) {
        LINES.put(type, (b, e) -> f.apply(b, type.cast(e)));
    }

    static {
        on(EncounterCreated.class, (b, e) -> new Line("The GM creates the encounter \"" + e.name() + "\" ("
                + e.ruleset().name().toLowerCase() + " rules, seed " + e.seed() + ").", null, List.of()));
        on(CombatantAdded.class, (b, e) -> new Line(e.combatant().name() + " joins the " + e.combatant().side()
                + " side (" + e.combatant().hp() + " hit points, AC " + e.combatant().ac() + ").", null, List.of()));
        on(CombatStarted.class, (b, e) -> new Line(e.surprised().isEmpty()
                ? "Combat begins. Nobody is surprised."
                : "Combat begins. Surprised: " + names(b, e.surprised()) + ".", Playtest.SURPRISE.citation(),
                List.of()));
        on(InitiativeRolled.class, (b, e) -> new Line(name(b, e.combatant()) + " rolls initiative: "
                + show(e.roll()) + ".", e.roll().rule(), List.of(e.roll())));
        on(InitiativeTiesRolledOff.class, (b, e) -> new Line("Tied on initiative and Dexterity, "
                + e.rolls().stream().map(r -> name(b, r.roller()) + " rolls " + r.total())
                .collect(Collectors.joining(", ")) + ".", Playtest.INITIATIVE_TIES.citation(), e.rolls()));
        on(InitiativeOrderSet.class, (b, e) -> new Line("Initiative order: " + names(b, e.order()) + ".",
                Playtest.INITIATIVE.citation(), List.of()));
        on(RoundStarted.class, (b, e) -> new Line("Round " + e.round() + " begins.", Playtest.THE_ROUND.citation(),
                List.of()));
        on(TurnStarted.class, (b, e) -> new Line(name(b, e.actor()) + "'s turn."
                + (surprised(b, e.actor()) ? " Surprised, " + name(b, e.actor())
                + " cannot move or act this turn." : ""), Playtest.TAKING_A_TURN.citation(), List.of()));
        on(TurnEnded.class, (b, e) -> new Line(name(b, e.actor()) + " ends the turn.",
                Playtest.TAKING_A_TURN.citation(), List.of()));
    }

    private Narrator() {
    }

    /** The line for an event, told against the battle as it stood before the event. */
    public static Line narrate(Battle before, EncounterEvent event) {
        BiFunction<Battle, EncounterEvent, Line> f = LINES.get(event.getClass());
        return f == null ? new Line(event.getClass().getSimpleName() + ".", null, List.of()) : f.apply(before, event);
    }

    public static boolean tells(Class<?> type) {
        return LINES.containsKey(type);
    }

    /** A roll in words: {@code d20 (14) + 2 dex = 16}, with kept and dropped dice. */
    public static String show(Roll r) {
        StringBuilder b = new StringBuilder(r.expression());
        if (!r.dice().isEmpty()) {
            b.append(" (").append(r.dice().stream().map(String::valueOf).collect(Collectors.joining(", ")));
            if (!r.kept().equals(r.dice())) {
                b.append("; kept ").append(r.kept().stream().map(String::valueOf).collect(Collectors.joining(", ")));
            }
            b.append(')');
        } else if (!r.kept().isEmpty()) {
            b.append(" (maximum ").append(r.kept().stream().map(String::valueOf).collect(Collectors.joining(", ")))
                    .append(')');
        }
        for (Modifier m : r.modifiers()) {
            b.append(m.value() < 0 ? " − " : " + ").append(Math.abs(m.value())).append(' ').append(m.source());
        }
        b.append(" = ").append(r.total());
        if (r.against() != null) {
            b.append(" against ").append(r.against());
        }
        if (r.outcome() != null) {
            b.append(": ").append(r.outcome());
        }
        return b.toString();
    }

    static String name(Battle b, String id) {
        Combatant c = id == null ? null : b.combatant(id);
        return c == null ? String.valueOf(id) : c.stats().name();
    }

    static String names(Battle b, List<String> ids) {
        return ids.stream().map(id -> name(b, id)).collect(Collectors.joining(", "));
    }

    private static boolean surprised(Battle b, String id) {
        Combatant c = b.combatant(id);
        return c != null && c.surprised();
    }
}
