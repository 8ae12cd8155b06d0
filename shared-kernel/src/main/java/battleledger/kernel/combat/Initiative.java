package battleledger.kernel.combat;

import battleledger.kernel.decision.Decision;
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

    public static void startCombat(Decision d, StartCombat asked) {
        Setup.gmOnly(d, "StartCombat");
        Battle b = d.battle();
        // the encounter's choice of group initiative forms the groups the GM did not name (001 › Combat › Initiative)
        StartCombat c = asked.groups().isEmpty() && d.state().encounter().options().groupsInitiative()
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
            d.combatant(id, "surprised[]");
            if (!seen.add(id)) {
                throw RuleViolation.invalid("duplicate-id", "surprised names \"" + id + "\" twice");
            }
        }
        Map<String, List<String>> groups = InitiativeGroups.check(d, c.groups());
        java.util.Optional<Ruleset.Dealt> dealt = d.ruleset().deal(d.dice(), List.copyOf(b.combatants().keySet()),
                c.groups());
        if (dealt.isPresent()) {
            dealCards(d, c, dealt.get());
            return;
        }
        // "Determining Surprise: The DM determines who might be surprised." (001 › Combat › Surprise)
        d.emit(new CombatStarted(d.step(), d.by(), c.surprised(), c.groups()));

        // "each participant in a battle rolls a d20 and adds its Dexterity modifier" (001 › Combat › Initiative);
        // "A group of identical creatures can roll once for the entire group": its first member rolls
        Map<String, Roll> rolls = new LinkedHashMap<>();
        for (Combatant fighter : b.combatants().values()) {
            if (InitiativeGroups.follower(groups, fighter.id())) {
                continue;
            }
            rolls.put(fighter.id(), rollFor(d, fighter));
        }

        groups.forEach((leader, members) -> members.stream().skip(1)
                .forEach(m -> d.emit(new battleledger.kernel.event.SetupEvent.InitiativeShared(d.step(), m, leader))));
        List<String> order = InitiativeGroups.expand(order(d, rolls), groups);
        d.emit(new InitiativeOrderSet(d.step(), order));
        d.emit(new RoundStarted(d.step(), 1));
        Turns.startTurn(d, 1, order.get(0));
    }

    /**
     * Initiative dealt from one deck (Dragonbane core rules › Initiative): the order is the cards', lowest first.
     */
    private static void dealCards(Decision d, StartCombat c, Ruleset.Dealt dealt) {
        d.emit(new CombatStarted(d.step(), d.by(), c.surprised(), c.groups()));
        d.emit(new battleledger.kernel.event.SetupEvent.InitiativeDealt(d.step(), dealt.shuffle(),
                dealt.cards().stream().map(x -> new battleledger.kernel.event.InitiativeCard(x.combatant(), x.card()))
                        .toList()));
        List<String> order = dealt.cards().stream().map(Ruleset.Card::combatant).toList();
        d.emit(new InitiativeOrderSet(d.step(), order));
        d.emit(new RoundStarted(d.step(), 1));
        Turns.startTurn(d, 1, order.get(0));
    }

    /** "rolls a d20 and adds its Dexterity modifier" (001 › Combat › Initiative), recorded in its event. */
    private static Roll rollFor(Decision d, Combatant fighter) {
        Roll roll = d.ruleset().initiative(d.dice(), fighter);
        d.emit(new InitiativeRolled(d.step(), fighter.id(), roll, fighter.stats().abilities().dex()));
        return roll;
    }

    /**
     * Adding a combatant; once the battle is under way, a reinforcement. The rules text has initiative rolled "at the
     * beginning of every battle" by "each participant in a battle" and the list in order of "the highest initiative
     * result to the lowest ... the order in which they act during each round" (001 › Combat › Initiative); it does
     * not speak of latecomers. Read plainly: a creature that joins rolls its initiative when it joins and takes its
     * place in that list, ties resolved as the text says (Dexterity, then a roll-off with those it ties; it goes after
     * every one of them that beat it). The others keep their places. It acts when its place comes: this round if that is still ahead, else next round.
     */
    public static void addCombatant(Decision d, AddCombatant c) {
        boolean underWay = d.battle().phase() == Battle.Phase.COMBAT;
        Setup.addCombatant(d, c);
        if (!underWay) {
            return;
        }
        Combatant fighter = d.battle().combatant(c.combatant().id());
        Roll roll = rollFor(d, fighter);
        d.emit(new InitiativeOrderSet(d.step(), placed(d, fighter, roll)));
    }

    /** The order with the newcomer in its place (001 › Combat › Initiative, and its Resolving Ties). */
    private static List<String> placed(Decision d, Combatant newcomer, Roll roll) {
        Battle b = d.battle();
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
            List<String> rolledOff = rollOff(d, group, 1);
            // after every tied creature that beat it; the others keep the places their own roll-offs gave them
            List<String> above = rolledOff.subList(0, rolledOff.indexOf(newcomer.id()));
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
     */
    static List<String> order(Decision d, Map<String, Roll> rolls) {
        Comparator<String> byTotalThenDex = Comparator
                .comparingInt((String id) -> rolls.get(id).total()).reversed()
                .thenComparing(Comparator.comparingInt(
                        (String id) -> d.battle().combatant(id).stats().abilities().dex()).reversed());
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
            order.addAll(tied.size() == 1 ? tied : rollOff(d, tied, 1));
            i = j;
        }
        return order;
    }

    private static List<String> rollOff(Decision d, List<String> tied, int round) {
        if (round > MAX_ROLL_OFF_ROUNDS) {
            throw RuleViolation.conflict("initiative-unresolved", Playtest.INITIATIVE_TIES,
                    "the dice tied " + MAX_ROLL_OFF_ROUNDS + " times in a row");
        }
        List<Roll> rolls = new ArrayList<>();
        TreeMap<Integer, List<String>> byRoll = new TreeMap<>(Comparator.reverseOrder());
        for (String id : tied) {
            Roll roll = d.ruleset().initiativeRollOff(d.dice(), id);
            rolls.add(roll);
            byRoll.computeIfAbsent(roll.total(), k -> new ArrayList<>()).add(id);
        }
        d.emit(new InitiativeTiesRolledOff(d.step(), rolls));
        List<String> order = new ArrayList<>();
        for (List<String> group : byRoll.values()) {
            order.addAll(group.size() == 1 ? group : rollOff(d, group, round + 1));
        }
        return order;
    }
}
