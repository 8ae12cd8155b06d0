package battleledger.kernel.sequence;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Contingent;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.EffectActivated;
import battleledger.kernel.event.SpellEvent.EffectStarted;
import battleledger.kernel.event.SpellEvent.EnergyChanged;
import battleledger.kernel.event.SpellEvent.PendingCountered;
import battleledger.kernel.event.SpellEvent.PendingRedirected;
import battleledger.kernel.event.SpellEvent.RedirectFailed;
import battleledger.kernel.event.SpellEvent.SpellCountered;
import battleledger.kernel.event.SpellEvent.Teleported;
import battleledger.kernel.event.SpellEvent.TriggeredEffectFired;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/** The other four worked examples of 002 › Sequences. */
class DuskExamplesTest {

    static final Trigger ENEMY_CASTS = new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null);

    static Integer[] repeat(int value, int times) {
        Integer[] out = new Integer[times];
        java.util.Arrays.fill(out, value);
        return out;
    }

    static Integer[] concat(Integer[]... parts) {
        List<Integer> all = new ArrayList<>();
        for (Integer[] p : parts) {
            all.addAll(List.of(p));
        }
        return all.toArray(Integer[]::new);
    }

    /**
     * "Teresa casts fireball to hit some goblins surrounding Devon. She isn't worried about hitting Devon because he
     * has protection from elements (fire) in place. However, as she casts her spell an enemy caster uses sleight of
     * mind to change her fireball into a cold spell. She can't abandon her spell, and Devon is badly hurt."
     */
    @Test
    @DisplayName("002 › Sequences: sleight of mind turns the fireball to cold; Teresa cannot abandon it; Devon is hurt")
    void sleightOfMindTurnsTheFireballColdAndDevonIsBadlyHurt() {
        Scene s = Scene.of(Creature.named("devon").hp(40).cleric(5, "protection-from-elements"),
                        Creature.named("mage").side("goblins").wizard(5, "sleight-of-mind"),
                        Creature.named("teresa").wizard(5, "fireball"),
                        Creature.named("goblin").side("goblins").monster().hp(30))
                .then(CastSpell.at("devon", "protection-from-elements", List.of("devon")).withMode("fire"))
                .then(new EndTurn("devon"))
                .then(new Ready("mage", ENEMY_CASTS, CastSpell.at("mage", "sleight-of-mind", List.of("$trigger"))
                        .withMode("cold")))
                .then(new EndTurn("mage"))
                .then(CastSpell.at("teresa", "fireball", List.of("goblin", "devon")));
        // fireball 8d6: all 4s = 32; the goblin and Devon both fail their saves (2 and 3)
        s.when(new DeclareReaction("mage", null, null), concat(repeat(4, 8), new Integer[]{2, 3})).then(events -> {
            EnergyChanged changed = first(events, EnergyChanged.class);
            assertThat(changed.from()).isEqualTo("fire");
            assertThat(changed.to()).isEqualTo("cold");
            DamageDealt devon = all(events, DamageDealt.class).stream().filter(d -> d.target().equals("devon"))
                    .findFirst().orElseThrow();
            assertThat(devon.damageType()).isEqualTo("cold");
            assertThat(devon.amount()).isEqualTo(32); // no resistance to cold: badly hurt
            assertThat(devon.adjustments()).isEmpty();
        });
        // without the sleight of mind, protection from fire would have halved it
        Scene.of(Creature.named("devon").hp(40).cleric(5, "protection-from-elements"),
                        Creature.named("teresa").wizard(5, "fireball"),
                        Creature.named("goblin").side("goblins").monster().hp(30))
                .then(CastSpell.at("devon", "protection-from-elements", List.of("devon")).withMode("fire"))
                .then(new EndTurn("devon"))
                .when(CastSpell.at("teresa", "fireball", List.of("goblin", "devon")),
                        concat(repeat(4, 8), new Integer[]{2, 3}))
                .then(events -> assertThat(all(events, DamageDealt.class).get(1).amount()).isEqualTo(16));
    }

    /**
     * "Timmon and Teresa both have readied actions set to when some enemy begins a spell. Teresa has the better
     * initiative, so she can decide what to do based on what Timmon does ... she decides to counterspell. Her
     * counterspell goes off before his attack, since the last declared action goes first."
     */
    @Test
    @DisplayName("002 › Sequences: the lowest initiative declares first; the counterspell, declared last, resolves first")
    void theLowerInitiativeDeclaresFirstAndTheLastDeclaredResolvesFirst() {
        Scene readied = Scene.of(Creature.named("teresa").wizard(5, "counterspell"),
                        Creature.named("timmon").dex(14).bow("1d8"),
                        Creature.named("kobold").side("kobolds").monster().hp(30).wizard(5, "fireball"))
                .then(new Ready("teresa", ENEMY_CASTS, CastSpell.at("teresa", "counterspell", List.of("$trigger"))))
                .then(new EndTurn("teresa"))
                .then(new Ready("timmon", ENEMY_CASTS, new Attack("timmon", "$trigger", "bow", null, false, null)))
                .then(new EndTurn("timmon"))
                .then(CastSpell.at("kobold", "fireball", List.of("teresa", "timmon")));
        assertThat(readied.state().battle().offers()).extracting(o -> o.reactor()).containsExactly("timmon", "teresa");
        readied.then(new DeclareReaction("timmon", null, null))
                .when(new DeclareReaction("teresa", null, null), 12, 3).then(events -> {
                    List<String> order = events.stream().map(EncounterEvent::getClass).map(Class::getSimpleName)
                            .filter(n -> List.of("PendingCountered", "AttackRolled", "SpellCountered").contains(n))
                            .toList();
                    assertThat(order).containsExactly("PendingCountered", "AttackRolled", "SpellCountered");
                    assertThat(first(events, PendingCountered.class).by()).isEqualTo("teresa");
                    assertThat(first(events, SpellCountered.class).caster()).isEqualTo("kobold");
                    assertThat(first(events, SpellCountered.class).slot()).isEqualTo(3);
                });
    }

    /**
     * "The kobold begins a fireball, and both Teresa and Devon use a readied action set for when someone casts a
     * spell. Teresa uses deflection, but fails her caster level check against the kobold. Devon casts silence on the
     * kobold, but since that spell creates an emanation it waits until the sequence is over to act. The kobold gets
     * off his fireball, hurting both our heroes. Now the silence takes hold, which means the creep won't hit them
     * again."
     */
    @Test
    @DisplayName("002 › Sequences: the failed deflection, the fireball lands, then the silence takes hold")
    void theSilenceWaitsForTheSequenceToEnd() {
        Scene s = Scene.of(Creature.named("teresa").hp(40).wizard(5, "deflection"),
                        Creature.named("devon").hp(40).cleric(5, "silence"),
                        Creature.named("kobold").side("kobolds").monster().hp(30).wizard(5, "fireball"))
                .then(new Ready("teresa", ENEMY_CASTS, CastSpell.at("teresa", "deflection", List.of("$trigger"))))
                .then(new EndTurn("teresa"))
                .then(new Ready("devon", ENEMY_CASTS, CastSpell.at("devon", "silence", List.of("$trigger"))))
                .then(new EndTurn("devon"))
                .then(CastSpell.at("kobold", "fireball", List.of("teresa", "devon")))
                .then(new DeclareReaction("devon", null, null));
        // deflection: 4 + 5 = 9 against 11 + 5: fails; fireball 8d6 = 24; both fail their saves (1, 1)
        Scene after = s.then(new DeclareReaction("teresa", null, null),
                concat(new Integer[]{4}, repeat(3, 8), new Integer[]{1, 1}));
        s.when(new DeclareReaction("teresa", null, null), concat(new Integer[]{4}, repeat(3, 8), new Integer[]{1, 1}))
                .then(events -> {
                    assertThat(first(events, RedirectFailed.class).roll().total()).isEqualTo(9);
                    EffectStarted silence = first(events, EffectStarted.class);
                    assertThat(silence.effect().deferred()).isTrue();
                    assertThat(silence.effect().centre()).isEqualTo("kobold");
                    List<String> order = events.stream().map(EncounterEvent::getClass).map(Class::getSimpleName)
                            .filter(n -> List.of("RedirectFailed", "EffectStarted", "DamageDealt", "SequenceClosed",
                                    "EffectActivated").contains(n)).distinct().toList();
                    assertThat(order).containsExactly("RedirectFailed", "EffectStarted", "DamageDealt",
                            "SequenceClosed", "EffectActivated");
                    assertThat(all(events, DamageDealt.class)).extracting(DamageDealt::amount).containsExactly(24, 24);
                });
        after.then(new EndTurn("kobold")).then(new EndTurn("teresa")).then(new EndTurn("devon"))
                .when(CastSpell.at("kobold", "fireball", List.of("teresa", "devon"))).thenRejectedWith("silenced");
    }

    /** Example 5's table and declarations, Teresa's the last to come, with these options. */
    static Scene dranocksSequence(java.util.function.UnaryOperator<battleledger.kernel.model.EncounterOptions> options) {
        return Scene.of(Creature.named("teresa").hp(40).wizard(9, "deflection"),
                        Creature.named("trishdare").hp(40).wizard(9, "fireball"),
                        Creature.named("dranock").side("villains").dex(14).con(12).level(11).hp(56)
                                .wizard(11, "chain-lightning", "lightning-rift", "contingency", "teleport"))
                .beforeCombat(CastSpell.at("dranock", "lightning-rift", List.of()))
                .beforeCombat(CastSpell.at("dranock", "contingency", List.of()).holding(new Contingent("teleport",
                        null, null, new Trigger("HitPointsBelow", new Trigger.Who("self", null), null, 20))))
                .then(new Ready("teresa", ENEMY_CASTS, CastSpell.at("teresa", "deflection", List.of("$trigger"))))
                .then(new EndTurn("teresa"))
                .then(new Ready("trishdare", ENEMY_CASTS, CastSpell.at("trishdare", "fireball", List.of("dranock"))))
                .then(new EndTurn("trishdare"))
                .options(options)
                .then(CastSpell.at("dranock", "chain-lightning", List.of("teresa", "trishdare")))
                .then(new DeclareReaction("trishdare", null, null));
    }

    /**
     * "Dranock has a contingency set to teleport him home if he goes to less than 20 hit points. He begins a chain
     * lightning spell and Trishdare uses a ready action to hit him with a fireball. Teresa uses her ready action to
     * cast deflection on his spell, changing the chain lightning target to Dranock himself. Teresa, who declared
     * last, goes first, casting deflection. This triggers a lightning rift Dranock had put in place earlier. The spell
     * lets Teresa deal 5d6 damage to Dranock. That is resolved, and Trishdare goes with his fireball. The Lightning
     * Rift triggers again and Trishdare has it deal 3d6 damage to Dranock. ... he's down to 19 hit points. His
     * contingency now triggers, teleporting him miles away. When he gets there he completes his deflected chain
     * lightning, which roasts him quite succinctly."
     */
    @Test
    @DisplayName("002 › Sequences: Dranock's rift fires twice, his contingency teleports him at 19, and his own "
            + "deflected chain lightning roasts him")
    void dranockIsTeleportedAt19AndRoastedByHisOwnChainLightning() {
        Scene s = dranocksSequence(o -> o);
        assertThat(s.state().battle().effects()).extracting(e -> e.spell())
                .containsExactly("lightning-rift", "contingency");
        // deflection's check 15 + 9 = 24 against 11 + 11; the rift 5d6 = 15 (56 → 41); the fireball 8d6 = 32,
        // Dranock saves (15 + 2 = 17 against 14) for 16 (41 → 25); the rift again 3d6 = 6 (25 → 19): the contingency
        // teleports him; the chain lightning 10d8 = 50 on himself, his save fails (3 + 2): 19 → −31, dead at −23.
        s.when(new DeclareReaction("teresa", null, null), concat(new Integer[]{15}, repeat(3, 5), repeat(4, 8),
                new Integer[]{15}, repeat(2, 3), repeat(5, 10), new Integer[]{3})).then(events -> {
            assertThat(first(events, PendingRedirected.class).to()).containsExactly("dranock");
            List<TriggeredEffectFired> fired = all(events, TriggeredEffectFired.class);
            assertThat(fired).hasSize(3);
            List<Integer> hp = all(events, DamageDealt.class).stream().map(DamageDealt::hpAfter).toList();
            assertThat(hp).containsExactly(41, 25, 19, -31);
            List<String> order = events.stream().map(EncounterEvent::getClass).map(Class::getSimpleName)
                    .filter(n -> List.of("PendingRedirected", "TriggeredEffectFired", "Teleported", "LifeChanged")
                            .contains(n)).toList();
            assertThat(order).containsExactly("PendingRedirected", "TriggeredEffectFired", "TriggeredEffectFired",
                    "TriggeredEffectFired", "Teleported", "LifeChanged");
            assertThat(first(events, Teleported.class).combatant()).isEqualTo("dranock");
            LifeChanged roasted = first(events, LifeChanged.class);
            assertThat(roasted.combatant()).isEqualTo("dranock");
            assertThat(roasted.to()).isEqualTo(Life.DEAD);
        }).thenState(st -> {
            assertThat(st.battle().combatant("dranock").away()).isTrue();
            assertThat(st.battle().combatant("teresa").hp()).isEqualTo(40);
            assertThat(st.battle().effects()).extracting(e -> e.spell()).containsExactly("lightning-rift");
        });
    }

    @Test
    @DisplayName("001 › Magic › Spell Disruption › Environmental Disruptions: with the option hurtDisrupts, Dranock"
            + " (002 › Sequences, example 5: \"he's managed to make all his saves and concentration checks\"), hurt by"
            + " his rift, checks DC 10 Constitution: he keeps his spell at 41, loses it at 19, and his deflected chain"
            + " lightning never comes")
    void withHurtDisruptsDranockChecksEachTimeHeIsHurtAndTheSecondCheckFails() {
        Scene s = dranocksSequence(o -> o.withHurtDisrupts(true));
        // as below, with a check after each blow: 15 + 1 keeps it (41 hit points), 3 + 1 loses it (19)
        s.when(new DeclareReaction("teresa", null, null), concat(new Integer[]{15}, repeat(3, 5), new Integer[]{15},
                repeat(4, 8), new Integer[]{15}, repeat(2, 3), new Integer[]{3})).then(events -> {
            List<battleledger.kernel.event.SpellEvent.ConcentrationChecked> checks =
                    all(events, battleledger.kernel.event.SpellEvent.ConcentrationChecked.class);
            assertThat(checks).extracting(c -> c.caster() + " " + c.success())
                    .containsExactly("dranock true", "dranock false");
            assertThat(checks).allSatisfy(c -> assertThat(c.roll().rule())
                    .isEqualTo("001 › Magic › Spell Disruption › Environmental Disruptions"));
            assertThat(first(events, battleledger.kernel.event.SpellEvent.PendingDisrupted.class).caster())
                    .isEqualTo("dranock");
            assertThat(first(events, battleledger.kernel.event.SpellEvent.SpellInterrupted.class).spell())
                    .isEqualTo("chain-lightning");
            assertThat(first(events, battleledger.kernel.event.SpellEvent.SpellInterrupted.class).rule())
                    .isEqualTo("001 › Magic › Spell Disruption › Environmental Disruptions");
            assertThat(events).noneMatch(e -> e instanceof LifeChanged);
        }).thenState(st -> {
            assertThat(st.battle().combatant("dranock").hp()).isEqualTo(19);
            assertThat(st.battle().combatant("dranock").away()).isTrue();
        });
    }
}
