package battleledger.kernel.combat;

import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.InitiativeEntry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Starting a battle: "1. Determine surprise. 2. Roll initiative. 3. Play through a round of combat"
 * (001 › Combat › The Combat Sequence).
 */
public final class Initiative {

    /** Roll-offs repeat "until they are resolved"; this many rounds of ties can only come from a broken script. */
    static final int MAX_ROLL_OFF_ROUNDS = 1_000;

    private Initiative() {
    }

    public static Outcome startCombat(Facts f, StartCombat asked) {
        Setup.gmOnly(f, "StartCombat"); // starting combat is the GM's business
        return started(f, asked);
    }

    /** Surprise, initiative, and the first round (001 › Combat › The Combat Sequence), once the GM asked. */
    private static Outcome started(Facts f, StartCombat asked) {
        Battle b = f.battle();
        // the encounter's choice of group initiative forms the groups the GM did not name (001 › Combat › Initiative)
        StartCombat c = asked.groups().isEmpty() && f.state().encounter().options().groupsInitiative()
                ? new StartCombat(asked.surprised(), InitiativeGroups.identical(b)) : asked;
        if (b.phase() != Battle.Phase.SETUP) {
            throw RuleViolation.conflict("combat-already-started", Playtest.COMBAT_SEQUENCE,
                    "initiative is rolled once, at the beginning of the battle");
        }
        if (b.combatants().isEmpty()) {
            throw RuleViolation.conflict("no-combatants", Playtest.COMBAT_SEQUENCE,
                    "add combatants before starting combat");
        }
        Set<String> seen = new HashSet<>();
        for (String id : c.surprised()) {
            f.combatant(id, "surprised[]");
            if (!seen.add(id)) {
                throw RuleViolation.invalid("duplicate-id", "surprised names \"" + id + "\" twice");
            }
        }
        Map<String, List<String>> groups = InitiativeGroups.check(f, c.groups());
        java.util.Optional<Ruleset.Dealt> dealt = f.ruleset().deal(f.dice(), List.copyOf(b.combatants().keySet()),
                c.groups());
        if (dealt.isPresent()) {
            return dealCards(f, c, dealt.get());
        }
        // "Determining Surprise: The DM determines who might be surprised." (001 › Combat › Surprise)
        List<EncounterEvent> events = new ArrayList<>();
        events.add(new CombatStarted(f.step(), f.by(), c.surprised(), c.groups()));

        // "each participant in a battle rolls a d20 and adds its Dexterity modifier" (001 › Combat › Initiative);
        // "A group of identical creatures can roll once for the entire group": its first member rolls (each as the
        // command found it, one after another, as before)
        Map<String, Roll> rolls = new LinkedHashMap<>();
        for (Combatant fighter : b.combatants().values()) {
            if (InitiativeGroups.follower(groups, fighter.id())) {
                continue;
            }
            Roll roll = f.ruleset().initiative(f.dice(), fighter);
            rolls.put(fighter.id(), roll);
            events.add(rolled(f, fighter, roll));
        }

        groups.forEach((leader, members) -> members.stream().skip(1)
                .forEach(m -> events.add(new battleledger.kernel.event.SetupEvent.InitiativeShared(f.step(), m,
                        leader))));
        return Outcome.of(events).then(g -> ordered(g, rolls, groups));
    }

    /** The ties rolled off, the order set, and the first round begins with the first in it. */
    private static Outcome ordered(Facts f, Map<String, Roll> rolls, Map<String, List<String>> groups) {
        List<InitiativeTiesRolledOff> rolledOff = new ArrayList<>();
        List<String> order = InitiativeGroups.expand(order(f, rolls, rolledOff), groups);
        return Outcome.of(rolledOff).and(new InitiativeOrderSet(f.step(), order)).and(new RoundStarted(f.step(), 1))
                .then(g -> Turns.startTurn(g, 1, order.get(0)));
    }

    /**
     * Initiative dealt from one deck (Dragonbane core rules › Initiative): the order is the cards', lowest first.
     */
    private static Outcome dealCards(Facts f, StartCombat c, Ruleset.Dealt dealt) {
        List<String> order = dealt.cards().stream().map(Ruleset.Card::combatant).toList();
        return Outcome.of(new CombatStarted(f.step(), f.by(), c.surprised(), c.groups()),
                new battleledger.kernel.event.SetupEvent.InitiativeDealt(f.step(), dealt.shuffle(),
                        dealt.cards().stream().map(x -> new battleledger.kernel.event.InitiativeCard(x.combatant(),
                                x.card())).toList()),
                new InitiativeOrderSet(f.step(), order),
                new RoundStarted(f.step(), 1)).then(g -> Turns.startTurn(g, 1, order.get(0)));
    }

    /** "rolls a d20 and adds its Dexterity modifier" (001 › Combat › Initiative), recorded in its event. */
    private static InitiativeRolled rolled(Facts f, Combatant fighter, Roll roll) {
        return new InitiativeRolled(f.step(), fighter.id(), roll, fighter.stats().abilities().dex());
    }

    /**
     * Adding a combatant; once the battle is under way, a reinforcement. The rules text has initiative rolled "at the
     * beginning of every battle" by "each participant in a battle" and the list in order of "the highest initiative
     * result to the lowest ... the order in which they act during each round" (001 › Combat › Initiative); it does
     * not speak of latecomers. Read plainly: a creature that joins rolls its initiative when it joins and takes its
     * place in that list, ties resolved as the text says (Dexterity, then a roll-off with those it ties; it goes after
     * every one of them that beat it). The others keep their places. It acts when its place comes: this round if that is still ahead, else next round.
     */
    public static Outcome addCombatant(Facts f, AddCombatant c) {
        boolean underWay = f.battle().phase() == Battle.Phase.COMBAT;
        Outcome added = Setup.addCombatant(f, c);
        return underWay ? added.then(g -> joins(g, c.combatant().id())) : added;
    }

    /** A reinforcement rolls its initiative, then takes its place in the order. */
    private static Outcome joins(Facts f, String id) {
        Combatant fighter = f.battle().combatant(id);
        Roll roll = f.ruleset().initiative(f.dice(), fighter);
        return Outcome.of(rolled(f, fighter, roll)).then(g -> {
            List<InitiativeTiesRolledOff> rolledOff = new ArrayList<>();
            List<String> order = placed(g, fighter, roll, rolledOff);
            return Outcome.of(rolledOff).and(new InitiativeOrderSet(g.step(), order));
        });
    }

    /**
     * The order with the newcomer in its place (001 › Combat › Initiative, and its Resolving Ties); the roll-offs it
     * took are added to {@code rolledOff}.
     */
    private static List<String> placed(Facts f, Combatant newcomer, Roll roll,
                                       List<InitiativeTiesRolledOff> rolledOff) {
        Battle b = f.battle();
        int dex = newcomer.stats().abilities().dex();
        Map<String, InitiativeEntry> entries = new LinkedHashMap<>();
        b.initiative().forEach(e -> entries.put(e.combatant(), e));
        List<String> order = new ArrayList<>(b.order());
        order.remove(newcomer.id());
        List<String> tied = order.stream()
                .filter(id -> entries.get(id).total() == roll.total() && entries.get(id).dex() == dex).toList();
        int at = order.size();
        if (tied.isEmpty()) {
            for (int i = 0; i < order.size(); i++) {
                InitiativeEntry e = entries.get(order.get(i));
                if (e.total() < roll.total() || e.total() == roll.total() && e.dex() < dex) {
                    at = i;
                    break;
                }
            }
        } else {
            List<String> group = new ArrayList<>(tied);
            group.add(newcomer.id());
            List<String> rolled = rollOff(f, group, 1, rolledOff);
            // after every tied creature that beat it; the others keep the places their own roll-offs gave them
            List<String> above = rolled.subList(0, rolled.indexOf(newcomer.id()));
            at = above.isEmpty() ? order.indexOf(tied.get(0))
                    : above.stream().mapToInt(order::indexOf).max().orElseThrow() + 1;
        }
        order.add(at, newcomer.id());
        return order;
    }

    /**
     * "The DM lists the combatants in order of the highest initiative result to the lowest ... If there is a tie,
     * the tied creatures act in order of Dexterity, highest first. If there is still a tie, the tied creatures roll
     * a d20 each to determine their order, highest roll going first. If there are still ties, continue re-rolling
     * until they are resolved." (001 › Combat › Initiative › Resolving Ties)
     * The roll-offs it took are added to {@code rolledOff}.
     */
    static List<String> order(Facts f, Map<String, Roll> rolls, List<InitiativeTiesRolledOff> rolledOff) {
        Comparator<String> byTotalThenDex = Comparator
                .comparingInt((String id) -> rolls.get(id).total()).reversed()
                .thenComparing(Comparator.comparingInt(
                        (String id) -> f.battle().combatant(id).stats().abilities().dex()).reversed());
        List<String> sorted = new ArrayList<>(rolls.keySet());
        sorted.sort(byTotalThenDex); // stable: equal creatures keep the order they were added in
        List<String> order = new ArrayList<>();
        int i = 0;
        while (i < sorted.size()) {
            int j = i + 1;
            while (j < sorted.size() && byTotalThenDex.compare(sorted.get(i), sorted.get(j)) == 0) {
                j++;
            }
            List<String> tied = sorted.subList(i, j);
            order.addAll(tied.size() == 1 ? tied : rollOff(f, tied, 1, rolledOff));
            i = j;
        }
        return order;
    }

    private static List<String> rollOff(Facts f, List<String> tied, int round,
                                        List<InitiativeTiesRolledOff> rolledOff) {
        if (round > MAX_ROLL_OFF_ROUNDS) {
            throw RuleViolation.conflict("initiative-unresolved", Playtest.INITIATIVE_TIES,
                    "the dice tied " + MAX_ROLL_OFF_ROUNDS + " times in a row");
        }
        List<Roll> rolls = new ArrayList<>();
        TreeMap<Integer, List<String>> byRoll = new TreeMap<>(Comparator.reverseOrder());
        for (String id : tied) {
            Roll roll = f.ruleset().initiativeRollOff(f.dice(), id);
            rolls.add(roll);
            byRoll.computeIfAbsent(roll.total(), k -> new ArrayList<>()).add(id);
        }
        rolledOff.add(new InitiativeTiesRolledOff(f.step(), rolls));
        List<String> order = new ArrayList<>();
        for (List<String> group : byRoll.values()) {
            order.addAll(group.size() == 1 ? group : rollOff(f, group, round + 1, rolledOff));
        }
        return order;
    }
}
